import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import siteConfig from '../../config/site.config';
import { cmsBackendOrigins } from '../../lib/cms/backendOrigins';
import { cmsBackendConfig } from '../../lib/cms/backendSettings';
import { cmsLocalPort, localBackendUrl } from '../../lib/cms/localBackend';
import { headersFileText, type HeaderRule } from '../../lib/hosting/headersFile';
import { nginxConfig } from '../../lib/hosting/nginxConfig';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_HASHED_PATH,
  cmsContentSecurityPolicy,
  contentSecurityPolicy,
  securityHeaders,
  type MonitoringSources,
} from '../../lib/hosting/policy';
import { readMonitoringSettings } from '../../lib/monitoring/settings';
import { ADMIN_DIR } from '../cms/adminApp';
import type { BuiltSite } from '../builtSite/readBuiltSite';

/** Where the build writes the nginx configuration: beside public/, not in it, so it is not served. */
export const NGINX_CONFIG_FILE = 'hosting/nginx.conf';

/**
 * More distinct inline scripts than the site writes (its own few and Gatsby's) means one differs
 * per page, and the policy would grow with the site.
 */
const MAX_INLINE_SCRIPTS = 12;

const hashSource = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** Where monitoring's events go: the tunnel on this site, or its origin, or the DSN's host. */
function monitoringSources(): MonitoringSources | undefined {
  const settings = readMonitoringSettings(process.env);
  if (!settings) return undefined;
  const target = settings.tunnel ?? settings.dsn;
  return { connect: [target.startsWith('/') ? "'self'" : new URL(target).origin] };
}

/** Content-hashed files at the root (Gatsby's bundles): named one by one, since hosts' patterns cannot say "a digest". */
const rootHashedFiles = (publicDir: string) =>
  fs
    .readdirSync(publicDir)
    .map((name) => `/${name}`)
    .filter((route) => CONTENT_HASHED_PATH.test(route));

/**
 * Writes the response headers and redirects of the build for hosts: public/_headers (Netlify,
 * Cloudflare Pages, `npm run serve`) and hosting/nginx.conf. The Content Security Policy allows
 * exactly the inline code the pages hold, by hash.
 */
export function writeHostingFiles(publicDir: string, inline: BuiltSite['inline'], reporter: Reporter): void {
  if (inline.scripts.size > MAX_INLINE_SCRIPTS) {
    reporter.warn(
      `The pages hold ${inline.scripts.size} different inline scripts, so the Content Security Policy lists as many hashes. ` +
        'An inline script whose text differs per page should read what differs from an attribute (see src/lib/pageScripts.ts).',
    );
  }
  const policy = contentSecurityPolicy(
    {
      scripts: [...inline.scripts].map(hashSource),
      styles: [...inline.styles].map(hashSource),
      styleAttributes: [...inline.styleAttributes].map(hashSource),
    },
    monitoringSources(),
  );
  const headers = securityHeaders(policy);
  const cmsHeaders = securityHeaders(
    cmsContentSecurityPolicy(
      cmsBackendOrigins(cmsBackendConfig(process.env), localBackendUrl(cmsLocalPort(process.env))),
    ),
  );
  const immutable = { 'Cache-Control': CACHE_IMMUTABLE };
  const rules: HeaderRule[] = [
    { path: '/*', headers: { ...headers, 'Cache-Control': CACHE_REVALIDATE } },
    { path: `/${ADMIN_DIR}/*`, headers: { 'Content-Security-Policy': cmsHeaders['Content-Security-Policy'] } },
    { path: '/static/*', headers: immutable },
    { path: '/search/*', headers: immutable },
    { path: '/search/index.json', headers: { 'Cache-Control': CACHE_REVALIDATE } },
    ...rootHashedFiles(publicDir).map((route) => ({ path: route, headers: immutable })),
  ];
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFileText(rules));
  const nginxFile = path.resolve(NGINX_CONFIG_FILE);
  fs.mkdirSync(path.dirname(nginxFile), { recursive: true });
  fs.writeFileSync(nginxFile, nginxConfig({ headers, cmsHeaders, redirects: siteConfig.redirects ?? [] }));
}
