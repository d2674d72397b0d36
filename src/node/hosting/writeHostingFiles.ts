import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../config/site.config';
import { cmsBackendOrigins } from '../../lib/cms/backendOrigins';
import { cmsBackendConfig } from '../../lib/cms/backendSettings';
import { cmsLocalPort, localBackendUrl } from '../../lib/cms/localBackend';
import { headersFileText, type HeaderRule } from '../../lib/hosting/headersFile';
import { nginxConfig } from '../../lib/hosting/nginxConfig';
import { writtenTexts, type InlineKind, type WrittenInlineCode } from '../../lib/hosting/inlineCode';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_HASHED_PATH,
  MARKDOWN_CONTENT_TYPE,
  cmsContentSecurityPolicy,
  contentSecurityPolicy,
  securityHeaders,
  type MonitoringSources,
} from '../../lib/hosting/policy';
import { readMonitoringSettings } from '../../lib/monitoring/settings';
import { siteDocSets } from '../../lib/docs/docSets';
import { localeNotFoundPages } from '../../lib/hosting/localeNotFound';
import { manifestFileOf, MANIFEST_FILE } from '../../lib/search/manifest';
import { SIDEBAR_FILES_FOLDER } from '../../lib/sidebar';
import { ADMIN_DIR } from '../cms/adminApp';

/** Where the build writes the nginx configuration: beside public/, not in it, so it is not served. */
export const NGINX_CONFIG_FILE = 'hosting/nginx.conf';

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

/** The Content Security Policies of the build, as headers send them. */
export interface SitePolicies {
  /** The readers' pages': the inline code the site writes, by hash, and nothing else inline. */
  pages: string;
  /** The CMS's, for /admin/. */
  cms: string;
}

/** The policies for the inline code the site writes (src/node/hosting/siteInlineCode.ts) and this build's settings. */
export function sitePolicies(written: readonly WrittenInlineCode[]): SitePolicies {
  const texts = writtenTexts(written);
  const hashesOf = (kind: InlineKind) => Array.from(texts[kind], hashSource);
  return {
    pages: contentSecurityPolicy(
      { scripts: hashesOf('scripts'), styles: hashesOf('styles'), styleAttributes: hashesOf('styleAttributes') },
      monitoringSources(),
      siteConfig.docs.imageOrigins,
    ),
    cms: cmsContentSecurityPolicy(
      cmsBackendOrigins(cmsBackendConfig(process.env), localBackendUrl(cmsLocalPort(process.env))),
    ),
  };
}

/** Whether a built HTML file (relative to public/) is the CMS's, which has a policy of its own. */
export const isCmsFile = (file: string) => file.startsWith(`${ADMIN_DIR}${path.sep}`);

/**
 * Writes the response headers and redirects of the build for hosts: public/_headers (Netlify,
 * Cloudflare Pages, `npm run serve`) and hosting/nginx.conf.
 */
export function writeHostingFiles(publicDir: string, policies: SitePolicies): void {
  const headers = securityHeaders(policies.pages);
  const cmsHeaders = securityHeaders(policies.cms);
  const immutable = { 'Cache-Control': CACHE_IMMUTABLE };
  const rules: HeaderRule[] = [
    { path: '/*', headers: { ...headers, 'Cache-Control': CACHE_REVALIDATE } },
    { path: `/${ADMIN_DIR}/*`, headers: { 'Content-Security-Policy': cmsHeaders['Content-Security-Policy'] } },
    { path: '/static/*', headers: immutable },
    { path: '/search/*', headers: immutable },
    // Each doc set's search manifest keeps its name from build to build: revalidated, as pages are.
    ...[
      MANIFEST_FILE,
      ...siteDocSets(siteConfig.docs.versions, siteConfig.i18n).flatMap(({ slug }) =>
        slug ? [manifestFileOf(slug)] : [],
      ),
    ].map((file) => ({ path: `/search/${file}`, headers: { 'Cache-Control': CACHE_REVALIDATE } })),
    { path: `/${SIDEBAR_FILES_FOLDER}/*`, headers: immutable },
    // The docs' Markdown twins: hosts that guess a type from the extension may not know this one.
    { path: '/*.md', headers: { 'Content-Type': MARKDOWN_CONTENT_TYPE } },
    ...rootHashedFiles(publicDir).map((route) => ({ path: route, headers: immutable })),
  ];
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFileText(rules));
  const nginxFile = path.resolve(NGINX_CONFIG_FILE);
  fs.mkdirSync(path.dirname(nginxFile), { recursive: true });
  fs.writeFileSync(
    nginxFile,
    nginxConfig({
      headers,
      cmsHeaders,
      redirects: siteConfig.redirects ?? [],
      notFoundPages: localeNotFoundPages(siteConfig.i18n),
    }),
  );
}
