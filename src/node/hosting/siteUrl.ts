import { EnvironmentError, readVariable } from '../../config/environment';
import siteConfig from '../../config/site.config';

/**
 * Where the site is deployed: SITE_URL, or the config's url. An invalid SITE_URL gives the config's
 * url here: the Gatsby config (src/node/gatsby/config.ts) calls this while Gatsby loads it, whose own check would only say
 * "siteMetadata.siteUrl" must be a valid uri; onPreInit stops the build naming the variable instead.
 */
export function siteUrl(): string {
  try {
    return readVariable(process.env, 'SITE_URL') ?? siteConfig.url;
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    return siteConfig.url;
  }
}
