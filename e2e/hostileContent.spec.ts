import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { buildFixture, removeFixture, serveFixture, stopServer, type FixtureBuild } from './buildFixture';
import { HOSTILE_DOCS, INERT_DOCS, SECRET_VARIABLE, WRITE_PROBE } from '../src/lib/content/hostileDocs.testHelper';

/**
 * Docs written as an attacker with write access to one doc would, built for real with a secret in
 * the build's environment: every hostile doc stops the build, named with its line, before anything
 * of it runs; what only looks like code builds, and the site shows it as text.
 */

const SECRET = `trove-fake-secret-${process.pid}`;
const HOSTILE_FOLDER = 'content/docs/hostile';
const HOSTILE_FILE = `${HOSTILE_FOLDER}.mdx`;
/** Cases of the corpus built for real: the secret read, a file written (twice), a live script, a frame, a script URL. */
const REPRESENTATIVE = ['secret-in-text', 'write-in-text', 'export-const', 'script', 'iframe', 'javascript-link'];
const doc = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A hostile doc.\n---\n\n${body}\n`;

/** Files the hostile docs' code would have written into the temporary folder, had it run. */
async function writeProbes(): Promise<string[]> {
  return (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith(WRITE_PROBE));
}

/** Every file under a folder whose text holds `needle`. */
async function filesHolding(dir: string, needle: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    if ((await fs.readFile(file)).includes(needle)) found.push(path.relative(dir, file));
  }
  return found;
}

test.describe('hostile content', () => {
  test.setTimeout(600_000);

  // A build stops at the first doc it cannot build, so each case has a build of its own; the unit
  // tests of the content profile (src/lib/content/contentProfile.test.ts) take the whole corpus
  // through the same render workers.
  for (const name of REPRESENTATIVE) {
    const hostile = HOSTILE_DOCS.find((candidate) => candidate.name === name)!;
    test(`${name}: fails the build, named with its line and the fix, and none of it runs`, async () => {
      for (const probe of await writeProbes()) await fs.rm(path.join(os.tmpdir(), probe));
      const { dir, code, output } = await buildFixture(
        (root) => fs.writeFile(path.join(root, HOSTILE_FILE), doc(name, hostile.body)),
        { env: { [SECRET_VARIABLE]: SECRET } },
      );
      try {
        expect(code).not.toBe(0);
        // The doc starts on line 6 of the file, after the front matter and a blank line: line 2 of
        // the body as the CMS's body editor numbers it.
        expect(output).toMatch(new RegExp(`Could not build ${HOSTILE_FILE}:6:\\d+ \\(line 2 of the body\\): `));
        expect(output).toContain(hostile.refusal);
        expect(output).toContain('docs/trust-model.md');
        expect(await writeProbes()).toEqual([]);
        expect(output).not.toContain(SECRET);
        expect(await filesHolding(path.join(dir, 'public'), SECRET).catch(() => [])).toEqual([]);
      } finally {
        await removeFixture(dir);
      }
    });
  }

  test.describe('what only looks like code', () => {
    test.describe.configure({ mode: 'serial' });
    let build: FixtureBuild;
    let server: Awaited<ReturnType<typeof serveFixture>> | undefined;
    const PORT = Number(process.env.E2E_PORT ?? 9100) + 15;

    test.beforeAll(async () => {
      test.setTimeout(600_000);
      build = await buildFixture(
        async (root) => {
          await fs.mkdir(path.join(root, HOSTILE_FOLDER));
          for (const inert of INERT_DOCS)
            await fs.writeFile(path.join(root, HOSTILE_FOLDER, `${inert.name}.mdx`), doc(inert.name, inert.body));
        },
        { env: { [SECRET_VARIABLE]: SECRET } },
      );
      expect(build.output).toContain('Done building');
      server = await serveFixture(build.dir, PORT);
    });
    test.afterAll(async () => {
      if (server) await stopServer(server);
      if (build) await removeFixture(build.dir);
    });

    test('builds, with the secret nowhere in the output', async () => {
      expect(build.code).toBe(0);
      expect(await filesHolding(path.join(build.dir, 'public'), SECRET)).toEqual([]);
    });

    for (const inert of INERT_DOCS) {
      test(`${inert.name}: shown as text, nothing runs`, async ({ page }) => {
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await page.goto(`http://127.0.0.1:${PORT}/hostile/${inert.name}`);
        const content = page.locator('main article');
        await expect(content).toContainText(inert.shows);
        expect(await content.locator('script, iframe, object, embed, [href^="javascript:" i]').count()).toBe(0);
        expect(dialogs).toEqual([]);
      });
    }
  });
});
