import type { Reporter } from 'gatsby';
import siteConfig from '../../config/site.config';
import { readSiteUrl } from '../../lib/hosting/siteUrl';
import { ERROR_IDS } from '../errors/errorMap';

/**
 * Where the site is deployed: SITE_URL, or the config's url. An invalid SITE_URL gives the config's
 * url here: gatsby-config.ts calls this while Gatsby loads it, whose own check would only say
 * "siteMetadata.siteUrl" must be a valid uri; onPreInit stops the build naming the variable instead.
 */
export function siteUrl(): string {
  const reading = readSiteUrl(process.env);
  return (reading.ok && reading.url) || siteConfig.url;
}

/** Stops the build when SITE_URL is set to something that is not a URL the site can be served at. */
export function validateSiteUrl(reporter: Reporter): void {
  const reading = readSiteUrl(process.env);
  if (!reading.ok) reporter.panic({ id: ERROR_IDS.siteUrl, context: { message: reading.problem } });
}
