import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { CONTENT_ENV, describeContentSource, redactGitUrl } from '../../lib/contentSource';
import { ERROR_IDS } from '../errors/errorMap';
import { contentRoot, contentSource } from './contentRoot';
import { GitError, shallowCheckout } from './gitCheckout';

const { git: GIT, ref: REF } = CONTENT_ENV;

/**
 * Checks out TROVE_CONTENT_GIT at TROVE_CONTENT_REF into the content root, when they are set. A
 * fetch that fails, or a checkout without docs/, stops the build naming both variables, the URL,
 * the ref, git's reason and the fix.
 */
export function fetchContent(reporter: Reporter): void {
  const source = contentSource();
  if (source.kind !== 'git') return;
  const where = `${GIT}=${redactGitUrl(source.url)} at ${REF}=${source.ref}`;
  const dir = contentRoot();
  const fail = (message: string) => reporter.panic({ id: ERROR_IDS.contentSource, context: { message } });
  let commit: string;
  try {
    commit = shallowCheckout(source.url, source.ref, dir);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    // git may repeat the URL, credentials included.
    const reason = error.message.split(source.url).join(redactGitUrl(source.url));
    return fail(
      `Could not fetch the content (${where}): ${reason}\n` +
        `Check that ${GIT} is the repository's URL and can be read without a password prompt (a token in ` +
        `an https URL, or an SSH key), and that ${REF} is a branch, tag or full commit id that exists there.`,
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
