import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { snapshotVersion } from './snapshotVersion';

let contentDir: string;
const folders = () => ({
  contentDir,
  navigationDir: path.join(contentDir, 'navigation'),
  shown: (file: string) => path.relative(contentDir, file),
});
const read = (file: string) => fs.readFileSync(path.join(contentDir, file), 'utf8');

beforeEach(() => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  fs.mkdirSync(path.join(contentDir, 'docs/guides'), { recursive: true });
  fs.mkdirSync(path.join(contentDir, 'navigation'));
  fs.writeFileSync(path.join(contentDir, 'docs/index.mdx'), '---\ntitle: Home\n---\n');
  fs.writeFileSync(path.join(contentDir, 'docs/guides/_category_.yml'), 'label: Guides\n');
  fs.writeFileSync(path.join(contentDir, 'navigation/sidebars.yml'), 'docs: [index]\n');
});

afterEach(() => fs.rmSync(contentDir, { recursive: true, force: true }));

it('copies the docs and the sidebars into the version layout', () => {
  expect(snapshotVersion('1.0', folders()).map((file) => path.relative(contentDir, file))).toEqual([
    'versioned_docs/version-1.0',
    'versioned_sidebars/version-1.0-sidebars.yml',
  ]);
  expect(read('versioned_docs/version-1.0/index.mdx')).toBe('---\ntitle: Home\n---\n');
  expect(read('versioned_docs/version-1.0/guides/_category_.yml')).toBe('label: Guides\n');
  expect(read('versioned_sidebars/version-1.0-sidebars.yml')).toBe('docs: [index]\n');
});

it('refuses a version released before, changing nothing', () => {
  snapshotVersion('1.0', folders());
  fs.writeFileSync(path.join(contentDir, 'docs/index.mdx'), 'changed');
  expect(() => snapshotVersion('1.0', folders())).toThrowErrorMatchingInlineSnapshot(
    `"Cannot release version "1.0": versioned_docs/version-1.0 exists, so it was released before. Choose another name, or delete versioned_docs/version-1.0 and versioned_sidebars/version-1.0-sidebars.yml to take the snapshot again."`,
  );
  expect(read('versioned_docs/version-1.0/index.mdx')).toBe('---\ntitle: Home\n---\n');
});

it('refuses a name that cannot be a folder and a URL segment', () => {
  expect(() => snapshotVersion('../1.0', folders())).toThrowErrorMatchingInlineSnapshot(
    `"Cannot release version "../1.0": a version name is letters, digits, ".", "-" and "_", starting with a letter or digit, such as "1.0"."`,
  );
  expect(() => snapshotVersion('current', folders())).toThrow(/"current" names the docs being edited/);
  expect(fs.existsSync(path.join(contentDir, 'versioned_docs'))).toBe(false);
});
