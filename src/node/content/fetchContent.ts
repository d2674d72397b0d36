import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import {
  authorizationHeader,
  CONTENT_ENV,
  describeContentSource,
  readContentCredentials,
  redactGitUrl,
} from '../../lib/contentSource';
import { ERROR_IDS } from '../errors/errorMap';
import { contentRoot, contentSource } from './contentRoot';
import { GitError, checkoutWithHistory } from './gitCheckout';

const { git: GIT, ref: REF, token: TOKEN } = CONTENT_ENV;

/** git's reasons when the server asked for credentials, or refused the ones sent. */
const REFUSED = /could not read (username|password)|authentication failed|returned error: 40[13]/i;

/**
 * Checks out TROVE_CONTENT_GIT at TROVE_CONTENT_REF into the content root, when they are set, sending
 * TROVE_CONTENT_TOKEN as an HTTP header. A fetch that fails, or a checkout without docs/, stops the
 * build naming the variables, the URL, the ref, git's reason and the fix. The token then leaves the
 * build's environment: nothing the build runs later (plugins, the workers Gatsby starts after
 * bootstrap) needs or can read it.
 */
export function fetchContent(reporter: Reporter): void {
  const source = contentSource();
  if (source.kind !== 'git') return;
  const credentials = readContentCredentials(process.env);
  delete process.env[TOKEN];
  const where = `${GIT}=${redactGitUrl(source.url)} at ${REF}=${source.ref}`;
  const dir = contentRoot();
  const fail = (message: string) => reporter.panic({ id: ERROR_IDS.contentSource, context: { message } });
  let commit: string;
  try {
    commit = checkoutWithHistory(source.url, source.ref, dir, credentials && authorizationHeader(credentials));
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    if (REFUSED.test(error.message)) {
      return fail(
        `Could not fetch the content (${where}): ${error.message}\n` +
          (credentials
            ? `The server refused ${TOKEN}: check that the token is current and may read the repository.`
            : `The repository asks for credentials: set ${TOKEN} to a token that may read it.`),
      );
    }
    return fail(
      `Could not fetch the content (${where}): ${error.message}\n` +
        `Check that ${GIT} is the repository's URL and can be read without a password prompt (${TOKEN} ` +
        `for https, or an SSH key), and that ${REF} is a branch, tag or full commit id that exists there.`,
    );
  }
  if (!existsSync(path.join(dir, 'docs'))) {
    return fail(
      `The content fetched (${where}) holds no docs/ folder.\n` +
        `Put the MDX files in docs/ at the repository's root, or set ${REF} to a branch, tag or commit that has them.`,
    );
  }
  reporter.info(`Content from ${describeContentSource(source)} (commit ${commit.slice(0, 12)})`);
}
