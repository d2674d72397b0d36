import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { edit } from '../buildFixture';

const run = promisify(execFile);

/** The site config of the fixture: 2.0 is the latest, at the root; the current docs are Next, at /next; 1.0 is older. */
const VERSIONS = `versions: [
      { name: 'current', label: 'Next', path: '/next', isLast: false, mainDocId: 'index', breadcrumbs: true },
      { name: '2.0', label: '2.0', path: '/', isLast: true, mainDocId: 'index', breadcrumbs: true },
      { name: '1.0', label: '1.0', path: '/1.0', isLast: false, mainDocId: 'index', breadcrumbs: true },
    ],`;

/** A word only version 1.0's want lists doc holds, and one only 2.0's does: search finds each in its own version. */
export const ONLY_IN_1_0 = 'ledger';
export const ONLY_IN_2_0 = 'shelfplanner';

/**
 * Turns a copy of the project into a site of three versions, released as an editor would: the
 * tests' docs released as 1.0 and as 2.0 with `npm run docs:version`, each release's want lists doc
 * then given a section of its own, and a Goals doc added to the current docs only.
 */
export async function makeVersionedSite(dir: string): Promise<void> {
  const content = path.join(dir, 'content');
  const release = (name: string) => run(process.execPath, ['scripts/docsVersion.mjs', name], { cwd: dir });
  const addSection = (version: string, text: string) =>
    edit(path.join(content, `versioned_docs/version-${version}/wants.mdx`), (doc) => `${doc}\n\n${text}\n`);
  await release('1.0');
  await addSection('1.0', `## Ledger\n\nVersion 1.0 kept every want in the ${ONLY_IN_1_0}.`);
  await release('2.0');
  await addSection('2.0', `## Shelf planner\n\nVersion 2.0 plans shelves with the ${ONLY_IN_2_0}.`);
  await fs.writeFile(
    path.join(content, 'docs/goals.mdx'),
    '---\ntitle: Goals\ndescription: Set a collecting goal and follow it.\n---\n\nA goal is what you collect towards; your [want lists](/wants) follow it.\n',
  );
  await edit(path.join(content, 'navigation/sidebars.yml'), (text) => `${text}  - type: doc\n    id: goals\n`);
  await edit(path.join(dir, 'src/config/site.config.ts'), (text) =>
    text.replace(/versions: \[[\s\S]*?\n {4}\],/, VERSIONS),
  );
}
