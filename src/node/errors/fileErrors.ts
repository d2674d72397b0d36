import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { clearContentError, reportContentError, runsDevelop } from './contentErrors';
import type { ErrorName } from './errorMap';

/** A content file as the build reads it and as messages name it (`content/docs/wants.mdx`). */
export interface ContentFile {
  absolutePath: string;
  shown: string;
}

/** The files whose mistake is reported now, by the path messages show: how to stop watching each for its removal. */
const reportedFiles = new Map<string, () => void>();

/** Reports a mistake in one content file (`reportContentError`, keyed by the file), until it is fixed or the file is gone. */
export function reportFileError(reporter: Reporter, file: ContentFile, name: ErrorName, message: string): void {
  reportContentError(reporter, file.shown, name, message, file.shown);
  if (!runsDevelop() || reportedFiles.has(file.shown)) return;
  reportedFiles.set(file.shown, clearOnRemoval(file));
  // Deleted while it was read: no change of its folder is left to come.
  if (!existsSync(file.absolutePath)) clearFileError(file);
}

/** Takes a file's error off the develop overlay, once the file reads without it or is gone. */
export function clearFileError(file: ContentFile): void {
  reportedFiles.get(file.shown)?.();
  reportedFiles.delete(file.shown);
  clearContentError(file.shown);
}

/**
 * Clears a file's error when the file is deleted or renamed (the CMS's "Delete entry" included):
 * it is never read again, so no read finds it fixed, and its error would name it on every page until
 * a restart. Its folder is watched while the error stands. Gatsby's createPages, which runs after
 * most changes of the files, cannot do it: a file renamed while createPages runs is followed by no
 * other run. Returns how to stop watching.
 */
function clearOnRemoval(file: ContentFile): () => void {
  const name = path.basename(file.absolutePath);
  const clearIfGone = () => {
    if (!existsSync(file.absolutePath)) clearFileError(file);
  };
  try {
    const watcher = watch(path.dirname(file.absolutePath), (_event, changed) => {
      if (changed === null || changed === name) clearIfGone();
    });
    watcher.on('error', clearIfGone);
    // An error still standing when develop stops must not keep the process running.
    watcher.unref();
    return () => watcher.close();
  } catch {
    // Its folder is gone already: the check after the report clears the error.
    return () => undefined;
  }
}
