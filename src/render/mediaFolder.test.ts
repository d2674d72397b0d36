/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pngOfSize } from '../lib/media/png.testHelper';
import { readMediaFolder } from './mediaFolder';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-folder-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
};
const folder = () => readMediaFolder({ path: dir, shown: 'content/media' });

describe('readMediaFolder', () => {
  it("reads a picture's size from its file, in folders too", () => {
    write('shelf.png', pngOfSize(64, 36));
    write('charts/trend.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><path d="M0 0h1"/></svg>');
    expect(folder().read('shelf.png')).toEqual({ width: 64, height: 36 });
    expect(folder().read('charts/trend.svg')).toEqual({ width: 120, height: 40 });
  });

  it('reads a JPEG whose size comes after more metadata than the first bytes hold', () => {
    // A segment's length field counts itself, not the marker, and holds at most 65,535: two segments.
    const app1 = (bytes: number) =>
      Buffer.concat([Buffer.from([0xff, 0xe1, bytes >> 8, bytes & 0xff]), Buffer.alloc(bytes - 2)]);
    const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 30, 0, 50, 1, 1, 0x11, 0]);
    write(
      'photo.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8]), app1(60_000), app1(20_000), frame, Buffer.from([0xff, 0xd9])]),
    );
    expect(folder().read('photo.jpg')).toEqual({ width: 50, height: 30 });
  });

  it('gives no size for a file without one to read, and nothing for a file the site does not serve', () => {
    write('plain.svg', '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    write('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]));
    write('price-list.pdf', '%PDF-1.4');
    write('.hidden.png', pngOfSize(1, 1));
    expect(folder().read('plain.svg')).toEqual({});
    expect(folder().read('favicon.ico')).toEqual({});
    expect(folder().read('price-list.pdf')).toEqual({});
    expect(folder().read('.hidden.png')).toBeUndefined();
    expect(folder().read('gone.png')).toBeUndefined();
    expect(folder().names()).toEqual(['favicon.ico', 'plain.svg', 'price-list.pdf']);
  });

  it('lists nothing when there is no media folder', () => {
    expect(readMediaFolder({ path: path.join(dir, 'none'), shown: 'content/media' }).names()).toEqual([]);
  });
});
