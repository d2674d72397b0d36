import { createRequire } from 'node:module';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { ERROR_IDS, type ErrorName } from './errorMap';
import { clearFixedOnConnection, type OverlayChannel } from './overlayResync';

/** An error as the overlay reads it: Gatsby's structured error, reduced to what the overlay shows. */
interface OverlayError {
  level: 'ERROR';
  code: string;
  text: string;
  context: { sourceMessage: string };
  filePath?: string;
}

/** Whether this process is `gatsby develop`, which keeps running after a build error and serves what it last built. */
export const runsDevelop = (): boolean => process.env.gatsby_executing_command === 'develop';

/** The overlay ids under which this process has reported an error. */
const reportedIds = new Set<string>();

/**
 * Gatsby's develop server sends only its own query errors to the overlay, and a plugin's reporter
 * gives no way there: the site uses the server's channel (gatsby/dist/utils/websocket-manager), which
 * holds each error by key and shows it to every open page, and to pages opened later, until cleared.
 * Required from the project, at run time, in `gatsby develop` only: a build has no overlay.
 */
function inOverlay(key: string, errors: OverlayError[] | null): void {
  if (!runsDevelop()) return;
  const fromProject = createRequire(path.resolve('package.json'));
  const { websocketManager } = fromProject('gatsby/dist/utils/websocket-manager') as {
    websocketManager: OverlayChannel<OverlayError>;
  };
  const id = `trove:${key}`;
  if (errors) reportedIds.add(id);
  clearFixedOnConnection(websocketManager, reportedIds);
  websocketManager.emitError(id, errors);
}

/**
 * Reports an editor's or operator's mistake that stops the build: in the terminal, and under
 * `gatsby develop`, which keeps running, in the browser's error overlay too, until the check that
 * found it passes again and calls `clearContentError` with the same `key` (such as the file).
 */
export function reportContentError(
  reporter: Reporter,
  key: string,
  name: ErrorName,
  message: string,
  file?: string,
): void {
  reporter.panicOnBuild({ id: ERROR_IDS[name], context: { message } });
  const error: OverlayError = {
    level: 'ERROR',
    code: ERROR_IDS[name],
    text: message,
    context: { sourceMessage: message.split('\n')[0] },
    ...(file ? { filePath: file } : {}),
  };
  inOverlay(key, [error]);
}

/** Takes the error reported under `key` off the develop overlay, once what it named is fixed. */
export function clearContentError(key: string): void {
  inOverlay(key, null);
}

/** The problem lines of an error message, as a list. */
export const listedProblems = (lines: readonly string[]): string => lines.map((line) => `  - ${line}`).join('\n');
