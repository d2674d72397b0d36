import type { GatsbyNode } from 'gatsby';
import { fetchContent } from '../content/fetchContent';
import { checkSiteStrings } from '../i18n/checkSiteStrings';
import { publishMedia } from '../media/publishMedia';

/**
 * Fetches the content from git when TROVE_CONTENT_GIT is set, before anything is sourced, then
 * checks its media and copies them to public/media/, and each locale's strings file. Not in onPreInit: Gatsby empties .cache after
 * that lifecycle on a first build or a changed config.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  fetchContent(reporter);
  publishMedia(reporter);
  checkSiteStrings(reporter);
};
