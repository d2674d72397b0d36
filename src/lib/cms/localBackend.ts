import { readVariable, type EnvironmentVariable } from '../../config/environment';

/** The port of the local decap-server: CMS_LOCAL_PORT, or 8081 as decap-server's own default; throws an EnvironmentError naming it. */
export function cmsLocalPort(env: Record<string, string | undefined>): number {
  return readVariable(env, 'CMS_LOCAL_PORT');
}

/** The API address the CMS in the browser calls on the local decap-server. */
export function localBackendUrl(port: number): string {
  return `http://127.0.0.1:${port}/api/v1`;
}

/**
 * Set by `npm run cms` for the `gatsby develop` it starts: the CMS config is then written for
 * editing this machine's content folder through the local decap-server, whatever CMS_BACKEND names.
 */
export const LOCAL_EDITING_ENV = 'TROVE_CMS_LOCAL_EDITING' satisfies EnvironmentVariable;
