/** The variable that moves the local decap-server (`npm run cms`) off its default port. */
export const CMS_LOCAL_PORT_ENV = 'CMS_LOCAL_PORT';
export const DEFAULT_CMS_LOCAL_PORT = 8081;

/** Thrown for a CMS_LOCAL_PORT that is no port; names the variable and the fix. */
export class CmsLocalPortError extends Error {
  constructor(found: string) {
    super(
      `${CMS_LOCAL_PORT_ENV}: found "${found}"; expected a port number from 1024 to 65535 for the local ` +
        `decap-server. Unset it to use ${DEFAULT_CMS_LOCAL_PORT}.`,
    );
    this.name = 'CmsLocalPortError';
  }
}

/** The port of the local decap-server: CMS_LOCAL_PORT, or 8081 as decap-server's own default. */
export function cmsLocalPort(env: Record<string, string | undefined>): number {
  const value = env[CMS_LOCAL_PORT_ENV];
  if (value === undefined || value === '') return DEFAULT_CMS_LOCAL_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1024 || port > 65535) throw new CmsLocalPortError(value);
  return port;
}

/** The API address the CMS in the browser calls on the local decap-server. */
export function localBackendUrl(port: number): string {
  return `http://127.0.0.1:${port}/api/v1`;
}

/**
 * Set by `npm run cms` for the `gatsby develop` it starts: the CMS config is then written for
 * editing this machine's content folder through the local decap-server, whatever CMS_BACKEND names.
 */
export const LOCAL_EDITING_ENV = 'TROVE_CMS_LOCAL_EDITING';
