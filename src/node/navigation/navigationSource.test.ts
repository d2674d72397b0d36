/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadNavigation } from './loadNavigation';
import { missingNavigationFileFix, navigationFolder, navigationSource, shownNavigationFile } from './navigationSource';

// The project's own content/navigation/ is this repository's; the content folders are made here.
let scratch: string;
const folder = (name: string, navigation: Record<string, string> = {}) => {
  const root = path.join(scratch, name);
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  if (Object.keys(navigation).length > 0) fs.mkdirSync(path.join(root, 'navigation'));
  for (const [file, text] of Object.entries(navigation)) fs.writeFileSync(path.join(root, 'navigation', file), text);
  return root;
};

beforeAll(() => (scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-navigation-'))));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
afterEach(() => delete process.env.TROVE_CONTENT_DIR);

describe('a content folder without navigation/', () => {
  it("is built with the project's navigation, named as the project's in messages", () => {
    const shelf = folder('shelf');
    process.env.TROVE_CONTENT_DIR = shelf;
    expect(navigationFolder()).toBe(path.resolve('content/navigation'));
    expect(shownNavigationFile(path.resolve('content/navigation/sidebars.yml'))).toBe(
      `content/navigation/sidebars.yml (the site project's own: ${shelf} has no navigation/)`,
    );
  });

  it('gives the CMS the files the build reads, with their text', () => {
    const shelf = folder('shelf');
    process.env.TROVE_CONTENT_DIR = shelf;
    const source = navigationSource();
    expect(source).toMatchObject({ inContent: false, projectFolder: 'content/navigation', contentShown: shelf });
    expect(source.files.sidebars).toEqual({
      shown: 'content/navigation/sidebars.yml',
      text: fs.readFileSync('content/navigation/sidebars.yml', 'utf8'),
    });
  });
});

describe("a content folder's own navigation/", () => {
  it('is read alone: a file it lacks fails the build, naming it and the rule, not a git checkout', () => {
    const shelf = folder('partial', { 'sidebars.yml': 'tutorialSidebar:\n  - type: doc\n    id: index\n' });
    process.env.TROVE_CONTENT_DIR = shelf;
    expect(navigationSource()).toMatchObject({
      inContent: true,
      files: { navbar: { shown: `${shelf}/navigation/navbar.yml` } },
    });
    expect(() => loadNavigation()).toThrow(
      `Missing ${shelf}/navigation/navbar.yml: the site needs it to build its navigation. The build reads the ` +
        "navigation from the content's navigation/ folder alone, once it has one. Add navbar.yml there (the " +
        "project's content/navigation/navbar.yml is an example), or delete the content's navigation/ folder to " +
        "build with the project's navigation.",
    );
  });
});

describe("the project's own navigation", () => {
  it('is restored from Git when a file is missing', () => {
    expect(missingNavigationFileFix('navbar')).toBe(
      'Restore it (git checkout content/navigation/navbar.yml) or create it as docs/editing.md and ' +
        'src/config/navigationSchema.ts describe.',
    );
  });
});
