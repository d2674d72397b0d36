/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { fixtureNavigation } from '../../config/navigation.testHelper';
import { loadNavigation } from './loadNavigation';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-logo-'));
  fs.mkdirSync(path.join(root, 'navigation'));
  fs.mkdirSync(path.join(root, 'media'));
  fs.writeFileSync(
    path.join(root, 'media/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>',
  );
  fs.writeFileSync(path.join(root, 'navigation/sidebars.yml'), stringify(fixtureNavigation.sidebars));
  fs.writeFileSync(path.join(root, 'navigation/navbar.yml'), stringify(fixtureNavigation.navbar));
  process.env.TROVE_CONTENT_DIR = root;
});
afterEach(() => {
  delete process.env.TROVE_CONTENT_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});
const writeFooterLogo = (src: string) =>
  fs.writeFileSync(
    path.join(root, 'navigation/footer.yml'),
    stringify({ ...fixtureNavigation.footer, logo: { ...fixtureNavigation.footer.logo, src } }),
  );

describe("the footer's logo", () => {
  it('fails the build when it names a file media/ does not hold, with the line, the key and a near name', () => {
    writeFooterLogo('/media/logi.svg');
    expect(() => loadNavigation()).toThrow(
      `Invalid ${root}/navigation/footer.yml:\n` +
        `  - line 14: logo.src: found "/media/logi.svg"; there is no logi.svg in ${root}/media: add the file to that ` +
        'folder, or correct the path (it holds logo.svg: /media/logo.svg)',
    );
    writeFooterLogo('/media/logo.svg');
    expect(loadNavigation().navigation.footer.logo?.src).toBe('/media/logo.svg');
  });
});
