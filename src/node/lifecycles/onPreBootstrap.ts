import type { GatsbyNode } from 'gatsby';
import { fetchContent } from '../content/fetchContent';

/**
 * Fetches the content from git when TROVE_CONTENT_GIT is set, before anything is sourced. Not in
 * onPreInit: Gatsby empties .cache after that lifecycle on a first build or a changed config.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  fetchContent(reporter);
};
