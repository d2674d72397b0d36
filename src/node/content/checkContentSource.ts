import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { CONTENT_ENV, readContentSource } from '../../lib/contentSource';
import { ERROR_IDS } from '../errors/errorMap';
import { PROJECT_CONTENT } from './contentRoot';

const isFolder = (folder: string) => existsSync(folder) && statSync(folder).isDirectory();

/** What is wrong with a TROVE_CONTENT_DIR folder: no problem, or one. */
function folderProblems(dir: string): string[] {
  const absolute = path.resolve(dir);
  const found = `${CONTENT_ENV.dir}: found ${JSON.stringify(dir)} (${absolute})`;
  const expected =
    `expected a folder holding docs/ (the MDX files) and optionally navigation/; fix the path (a relative ` +
    `one starts at the project), or unset ${CONTENT_ENV.dir} to build the project's ${PROJECT_CONTENT}/`;
  if (!isFolder(absolute)) return [`${found}, which is not a folder; ${expected}`];
  if (!isFolder(path.join(absolute, 'docs'))) return [`${found}, which holds no docs/ folder; ${expected}`];
  return [];
}

/**
 * Stops the build, before anything is sourced, when the content variables are invalid or
 * TROVE_CONTENT_DIR is not a content folder. A repository is checked when it is fetched, at bootstrap.
 */
export function checkContentSource(reporter: Reporter): void {
  const reading = readContentSource(process.env);
  const problems = !reading.ok
    ? reading.problems
    : reading.source.kind === 'dir'
      ? folderProblems(reading.source.dir)
      : [];
  if (problems.length === 0) return;
  reporter.panic({
    id: ERROR_IDS.contentSource,
    context: { message: `Invalid content source:\n${problems.map((line) => `  - ${line}`).join('\n')}` },
  });
}
