import fs from 'node:fs';
import path from 'node:path';

/** How long the folder stays unchanged before `changed` runs: a copy of several files is one change. */
const SETTLE_MS = 200;

/**
 * Calls `changed` once `folder` has settled after a file in it, at any depth, was added, replaced
 * or deleted, the folder itself included (created, or deleted, after the watch began): its parent
 * is watched, and only what happens under the folder counts. Returns how to stop watching.
 */
export function watchFolder(folder: string, changed: () => void): () => void {
  const parent = path.dirname(folder);
  const name = path.basename(folder);
  let timer: NodeJS.Timeout | undefined;
  const watcher = fs.watch(parent, { recursive: true }, (_event, file) => {
    if (file === null || (file !== name && !file.startsWith(`${name}${path.sep}`))) return;
    clearTimeout(timer);
    timer = setTimeout(changed, SETTLE_MS);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
