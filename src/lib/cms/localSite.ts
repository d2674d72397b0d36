/** What `gatsby develop` was started with (Gatsby's `program`): where it serves the site. */
export interface DevelopServer {
  host?: string;
  port?: number | string;
  https?: boolean;
}

/**
 * The address of the site `gatsby develop` serves, for the CMS's "View Live" link and the site's
 * address in its header under `npm run cms`; undefined for a build, which serves nothing. A server
 * on every interface (`0.0.0.0`) is reached at localhost.
 */
export function developSiteUrl({ host, port, https }: DevelopServer): string | undefined {
  if (port === undefined || port === '') return undefined;
  const name = host === undefined || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `${https ? 'https' : 'http'}://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
