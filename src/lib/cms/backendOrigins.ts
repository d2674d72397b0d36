import type { CmsBackendConfig } from './backendSettings';

/** Where each backend's API is when CMS_API_ROOT does not say (Gitea has no public default). */
const DEFAULT_API_ROOTS: Partial<Record<string, string>> = {
  github: 'https://api.github.com',
  gitlab: 'https://gitlab.com/api/v4',
};

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/**
 * The origins the CMS talks to: its backend's API, the OAuth server it fetches tokens from, and the
 * local decap-server it uses on this machine. The CMS page's Content Security Policy allows them.
 */
export function cmsBackendOrigins(config: CmsBackendConfig, localBackendUrl: string): string[] {
  const { backend } = config;
  return [
    ...new Set([
      ...originOf(backend.api_root ?? DEFAULT_API_ROOTS[backend.name]),
      ...originOf(backend.base_url),
      ...originOf(backend.proxy_url),
      ...(config.local_backend ? originOf(localBackendUrl) : []),
    ]),
  ];
}
