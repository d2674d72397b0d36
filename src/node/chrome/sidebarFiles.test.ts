import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSidebarFiles } from './sidebarFiles';

const guide = { top: '<ul class="sidebar__list"><li><a href="/">Start</a></li></ul>', lists: { 0: '<div></div>' } };
const reference = { top: '<ul class="sidebar__list"></ul>', lists: {} };

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidebar-files-'));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

it('names each sidebar’s file by a digest of its content', () => {
  const names = writeSidebarFiles(publicDir, { guide, reference });
  expect(names.guide).toMatch(/^[0-9a-f]{12}\.json$/);
  expect(names.reference).not.toBe(names.guide);
  expect(writeSidebarFiles(publicDir, { guide })).toEqual({ guide: names.guide });
  expect(JSON.parse(fs.readFileSync(path.join(publicDir, 'sidebars', names.guide), 'utf8'))).toEqual(guide);
});

it('removes the files of sidebars that changed or went, which no page of the build names', () => {
  const before = writeSidebarFiles(publicDir, { guide, reference });
  const after = writeSidebarFiles(publicDir, { guide: { ...guide, top: '<ul class="sidebar__list"></ul>' } });
  expect(fs.readdirSync(path.join(publicDir, 'sidebars'))).toEqual([after.guide]);
  expect(after.guide).not.toBe(before.guide);
});
