import siteConfig from '../../config/site.config';

/** Where the site is deployed: SITE_URL, or the config's url. */
export const siteUrl = (): string => process.env.SITE_URL ?? siteConfig.url;
