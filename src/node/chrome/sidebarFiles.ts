import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SIDEBAR_FILES_FOLDER, type SidebarParts } from '../../lib/sidebar';

/** Characters of the content digest that names a sidebar's file. */
const DIGEST_LENGTH = 12;

/**
 * Writes each sidebar's parts to public/sidebars/<digest>.json and removes the files of sidebars
 * gone since (a page of this build names only current ones). Returns each file's name by sidebar id.
 */
export function writeSidebarFiles(
  publicDir: string,
  sidebars: Readonly<Record<string, SidebarParts>>,
): Record<string, string> {
  const folder = path.join(publicDir, SIDEBAR_FILES_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const names = Object.fromEntries(
    Object.entries(sidebars).map(([id, parts]) => {
      const text = JSON.stringify(parts);
      const name = `${crypto.createHash('sha256').update(text).digest('hex').slice(0, DIGEST_LENGTH)}.json`;
      const file = path.join(folder, name);
      if (!fs.existsSync(file)) fs.writeFileSync(file, text);
      return [id, name];
    }),
  );
  const current = new Set(Object.values(names));
  for (const stale of fs.readdirSync(folder).filter((name) => !current.has(name))) fs.rmSync(path.join(folder, stale));
  return names;
}
