import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../config/site.config';
import { parseSiteConfig, SiteConfigError } from '../../config/parse';
import { ERROR_IDS, registerErrorMap } from '../errors/errorMap';
import { validateMonitoringSettings } from '../monitoring/monitoringSettings';
import { checkContentSource } from '../content/checkContentSource';
import { validateCmsBackendSettings } from '../cms/validateCmsSettings';
import { validateSiteUrl } from '../hosting/siteUrl';

/**
 * Validates the site config and the site URL, monitoring, content and CMS variables before anything is
 * sourced or built. It runs here, not in gatsby-config.ts: Gatsby swallows an error thrown while
 * loading its config and goes on with an empty one, while a panic from onPreInit stops the build
 * with the message.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  registerErrorMap(reporter);
  try {
    parseSiteConfig(siteConfig);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    reporter.panic({ id: ERROR_IDS.siteConfig, context: { message: error.message } });
  }
  validateSiteUrl(reporter);
  validateMonitoringSettings(reporter);
  checkContentSource(reporter);
  validateCmsBackendSettings(reporter);
};
