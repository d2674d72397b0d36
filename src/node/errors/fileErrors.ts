import { existsSync } from 'node:fs';
import type { Reporter } from 'gatsby';
import { clearContentError, reportContentError } from './contentErrors';
import type { ErrorName } from './errorMap';

/** A content file as the build reads it and as messages name it (`content/docs/wants.mdx`). */
export interface ContentFile {
  absolutePath: string;
  shown: string;
}

/** The files whose mistake is reported now, by the path messages show: where each is on disk. */
const reportedFiles = new Map<string, string>();

/** Reports a mistake in one content file (`reportContentError`, keyed by the file), until it is fixed or the file is gone. */
export function reportFileError(reporter: Reporter, file: ContentFile, name: ErrorName, message: string): void {
  reportedFiles.set(file.shown, file.absolutePath);
  reportContentError(reporter, file.shown, name, message, file.shown);
}

/** Takes a file's error off the develop overlay, once the file reads without it. */
export function clearFileError(file: ContentFile): void {
  reportedFiles.delete(file.shown);
  clearContentError(file.shown);
}

/**
 * Takes off the develop overlay the errors of files that are no longer there. A file deleted or
 * renamed (the CMS's "Delete entry" included) is never read again, so no read finds it fixed: its
 * error would name it on every page until a restart. Gatsby runs createPages again after any change
 * of the files, which calls this.
 */
export function clearErrorsOfRemovedFiles(exists: (absolutePath: string) => boolean = existsSync): void {
  for (const [shown, absolutePath] of reportedFiles) {
    if (!exists(absolutePath)) clearFileError({ shown, absolutePath });
  }
}
