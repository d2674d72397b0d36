/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkOutOfContent } from './insideContent';

let dir: string;
let content: string;

beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'trove-links-')));
  content = path.join(dir, 'content');
  fs.mkdirSync(path.join(content, 'docs/guides'), { recursive: true });
  fs.writeFileSync(path.join(content, 'docs/wants.mdx'), '---\ntitle: Wants\n---\n');
  fs.writeFileSync(path.join(dir, '.env'), 'TROVE_SECRET_PROBE=secret\n');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('linkOutOfContent', () => {
  it('lets a file, and a link that stays inside the content folder, be read', () => {
    fs.symlinkSync('../wants.mdx', path.join(content, 'docs/guides/wants.mdx'));
    expect(linkOutOfContent(path.join(content, 'docs/wants.mdx'), content)).toBeUndefined();
    expect(linkOutOfContent(path.join(content, 'docs/guides/wants.mdx'), content)).toBeUndefined();
  });

  it('refuses a link to a file outside, naming the link, its target and the fix', () => {
    const link = path.join(content, 'docs/leak.mdx');
    fs.symlinkSync('../../.env', link);
    expect(linkOutOfContent(link, content)).toBe(
      `${link} leads through a symbolic link to ${path.join(dir, '.env')}, outside the content folder (${content}/): ` +
        'the build reads only files inside it. Put the file itself in the folder, in place of the link.',
    );
    fs.symlinkSync('/proc/self/environ', path.join(content, 'docs/environ.mdx'));
    expect(linkOutOfContent(path.join(content, 'docs/environ.mdx'), content)).toMatch(
      /leads through a symbolic link to \/proc\//,
    );
  });

  it('refuses a file in a linked folder that leads outside', () => {
    fs.mkdirSync(path.join(dir, 'elsewhere'));
    fs.writeFileSync(path.join(dir, 'elsewhere/secret.mdx'), 'secret');
    fs.symlinkSync('../../elsewhere', path.join(content, 'docs/shared'));
    expect(linkOutOfContent(path.join(content, 'docs/shared/secret.mdx'), content)).toMatch(
      /docs\/shared\/secret\.mdx leads through a symbolic link to .*\/elsewhere\/secret\.mdx, outside the content folder/,
    );
  });

  it('refuses a link to nothing, saying so', () => {
    fs.symlinkSync('../gone.mdx', path.join(content, 'docs/gone.mdx'));
    expect(linkOutOfContent(path.join(content, 'docs/gone.mdx'), content)).toBe(
      `${path.join(content, 'docs/gone.mdx')} is a symbolic link to ../gone.mdx, which does not exist: put the file itself in its place`,
    );
  });

  it('takes a content folder that is itself a link', () => {
    fs.symlinkSync(content, path.join(dir, 'linked-content'));
    expect(
      linkOutOfContent(path.join(dir, 'linked-content/docs/wants.mdx'), path.join(dir, 'linked-content')),
    ).toBeUndefined();
  });
});
