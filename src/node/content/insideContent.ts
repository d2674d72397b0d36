import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from './contentRoot';

/** Whether `target` is `folder` or lies inside it (both real paths). */
function isWithin(target: string, folder: string): boolean {
  const relative = path.relative(folder, target);
  return !(relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative));
}

/**
 * Why the build may not read a content file, or nothing if it may: a symbolic link (the file, or a
 * folder above it) that leads out of the content folder `root`. Content is written by people who do
 * not hold the build's machine, so a doc linked to `/proc/self/environ` or to the project's `.env`
 * would publish the build's secrets. A link that stays inside the folder is fine.
 */
export function linkOutOfContent(file: string, root: string): string | undefined {
  const shown = displayPath(file);
  const folder = `${displayPath(root)}/`;
  let target: string;
  try {
    target = realpathSync(file);
  } catch (error) {
    if (!lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) throw error;
    return `${shown} is a symbolic link to ${readlinkSync(file)}, which does not exist: put the file itself in its place`;
  }
  if (isWithin(target, realpathSync(root))) return undefined;
  return (
    `${shown} leads through a symbolic link to ${target}, outside the content folder (${folder}): the build ` +
    'reads only files inside it. Put the file itself in the folder, in place of the link.'
  );
}

/** Thrown when a content file is a link out of the content folder; its message names the file, the target and the fix. */
export class LinkOutOfContentError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'LinkOutOfContentError';
  }
}
