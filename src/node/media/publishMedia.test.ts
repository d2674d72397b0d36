/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { publishMedia } from './publishMedia';

const project = process.cwd();
let dir: string;
let reports: string[];
const reporter = {
  panicOnBuild: ({ context }: { context: { message: string } }) => reports.push(context.message),
} as unknown as Reporter;

const write = (file: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

// A project of its own, its content in content/ (TROVE_CONTENT_DIR), as a build runs in it.
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'trove-media-')));
  reports = [];
  process.env.TROVE_CONTENT_DIR = 'content';
  process.chdir(dir);
  write('static/favicon.svg', SVG);
  write('content/docs/index.mdx', '---\ntitle: Home\n---\n');
});

afterEach(() => {
  process.chdir(project);
  delete process.env.TROVE_CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('publishMedia', () => {
  it("copies the content's media/ to public/media/, links inside the folder followed, dotfiles and old files left out", () => {
    write('content/media/shelf.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write('content/media/charts/trend.svg', SVG);
    write('content/media/.DS_Store', 'x');
    fs.symlinkSync('shelf.png', path.join(dir, 'content/media/shelf-copy.png'));
    write('public/media/deleted.png', 'old');
    publishMedia(reporter);
    expect(reports).toEqual([]);
    const published = (name: string) => fs.readFileSync(path.join(dir, 'public/media', name));
    expect(published('shelf.png')).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(published('shelf-copy.png')).toEqual(published('shelf.png'));
    expect(published('charts/trend.svg').toString()).toBe(SVG);
    expect(fs.existsSync(path.join(dir, 'public/media/.DS_Store'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'public/media/deleted.png'))).toBe(false);
  });

  it('stops the build naming every file the site cannot serve and why, and copies nothing', () => {
    write('content/media/chart.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    write('content/media/page.html', '<script>alert(1)</script>');
    write('content/media/huge.png', Buffer.alloc(6 * 1024 * 1024));
    write('secret.txt', 'TROVE_SECRET_PROBE=secret');
    fs.symlinkSync('../../secret.txt', path.join(dir, 'content/media/notes.txt'));
    fs.mkdirSync(path.join(dir, 'content/media/loop'));
    fs.symlinkSync('..', path.join(dir, 'content/media/loop/up'));
    publishMedia(reporter);
    expect(reports).toHaveLength(1);
    const [message] = reports;
    expect(message).toMatch(/^Media files the site cannot serve:\n/);
    expect(message).toContain(
      'content/media/chart.svg: <script>, which runs code or shows another document: remove it',
    );
    expect(message).toContain('content/media/page.html: media/ holds only .png,');
    expect(message).toContain('content/media/huge.png: 6.0 MB, over the limit of 5.0 MB a media file');
    expect(message).toContain(
      `content/media/notes.txt leads through a symbolic link to ${path.join(dir, 'secret.txt')}, outside the content folder (content/)`,
    );
    expect(fs.existsSync(path.join(dir, 'public/media'))).toBe(false);
  });

  it("checks the project's static/ SVGs too", () => {
    write('static/img/badge.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    publishMedia(reporter);
    expect(reports).toEqual([
      'SVG files the site cannot serve, in static/:\n' +
        '  - static/img/badge.svg: onload="alert(1)" on <svg>, an event handler, which runs script: remove it',
    ]);
  });
});
