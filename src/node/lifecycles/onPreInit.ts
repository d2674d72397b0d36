import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../config/site.config';
import { parseSiteConfig, SiteConfigError } from '../../config/parse';
import { ERROR_IDS, registerErrorMap } from '../errors/errorMap';
import { validateEnvironment } from '../environment/validateEnvironment';
import { boundHeapGrowth } from '../memory/heapGrowth';
import { skipFilesWithoutQueries } from '../queries/queryFiles';

/**
 * Validates the site config and the environment variables (src/config/environment.ts) before anything is
 * sourced or built. It runs here, not in the Gatsby config (src/node/gatsby/config.ts): Gatsby
 * swallows an error thrown while loading its config and goes on with an empty one, while a panic
 * from onPreInit stops the build with the message. Also has Gatsby's query extraction leave out the
 * scripts that hold nothing for it (src/node/queries/queryFiles.ts), and bounds a build's heap
 * growth (src/node/memory/heapGrowth.ts).
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  registerErrorMap(reporter);
  try {
    parseSiteConfig(siteConfig);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    reporter.panic({ id: ERROR_IDS.siteConfig, context: { message: error.message } });
  }
  validateEnvironment(reporter);
  skipFilesWithoutQueries();
  if (process.env.gatsby_executing_command === 'build') boundHeapGrowth();
};
