import type { GatsbyNode } from 'gatsby';
import { fetchContent } from '../content/fetchContent';
import { missingSnapshots } from '../docs/versionFolders';
import { ERROR_IDS } from '../errors/errorMap';
import { listedProblems } from '../errors/contentErrors';
import { checkSiteStrings } from '../i18n/checkSiteStrings';
import { publishMedia } from '../media/publishMedia';

/**
 * Fetches the content from git when TROVE_CONTENT_GIT is set, before anything is sourced, checks
 * that it holds the snapshot of every released version the site config lists, then checks its
 * media and copies them to public/media/, and each locale's strings file. Not in onPreInit: Gatsby
 * empties .cache after that lifecycle on a first build or a changed config.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  fetchContent(reporter);
  const missing = missingSnapshots();
  if (missing.length > 0)
    reporter.panic({
      id: ERROR_IDS.siteConfig,
      context: { message: `Versions without their docs:\n${listedProblems(missing)}` },
    });
  publishMedia(reporter);
  checkSiteStrings(reporter);
};
