/**
 * The response headers of the built site, for every host: the Content Security Policy made from the
 * hashes of the inline scripts and styles the site writes, the other security headers and the caching rules.
 * One source for public/_headers, the nginx configuration and `npm run serve`.
 */

/** The inline code the site writes (src/node/hosting/siteInlineCode.ts), each as a CSP hash source such as `'sha256-…'`. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
  /** Style attributes (Gatsby's focus wrapper writes `style="outline:none"`): allowed by hash with 'unsafe-hashes'. */
  styleAttributes: readonly string[];
}

/** Where monitoring sends its events and how it runs its worker, when it is on. */
export interface MonitoringSources {
  /** Origins events go to: the DSN's host, or a tunnel's origin ('self' for a tunnel on this site). */
  connect: readonly string[];
}

const join = (...sources: ReadonlyArray<string | readonly string[]>) => sources.flat().join(' ');

/**
 * The readers' pages' policy: nothing loads but what the site itself serves, the inline code it
 * wrote, and images from the origins the site config lists for docs (`docs.imageOrigins`).
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  monitoring?: MonitoringSources,
  imageOrigins: readonly string[] = [],
): string {
  const styleAttributes = hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes.styleAttributes] : [];
  // Sentry's feedback widget writes style elements into its shadow root at run time: a static host
  // cannot give them a fresh nonce, and their text is made inside Sentry's code, so no hash of it
  // can be taken from code. With monitoring on, style elements (never style attributes, never
  // scripts) may be inline; 'unsafe-inline' would be ignored next to a hash, so style-src-elem
  // holds none. Style attributes keep to style-src's hashes.
  const monitoringStyles: Array<[string, string]> = monitoring ? [['style-src-elem', "'self' 'unsafe-inline'"]] : [];
  const directives: Array<[string, string]> = [
    ['default-src', "'none'"],
    ['script-src', join("'self'", hashes.scripts)],
    ['style-src', join("'self'", hashes.styles, styleAttributes)],
    ...monitoringStyles,
    ['img-src', join("'self' data:", imageOrigins)],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    // Session replay compresses its recording in a worker it starts from a blob.
    ['worker-src', monitoring ? "'self' blob:" : "'self'"],
    ['connect-src', join("'self'", monitoring?.connect.filter((source) => source !== "'self'") ?? [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Directives a policy in a `<meta>` element cannot carry: browsers ignore them there, and warn. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/**
 * A policy as a `<meta http-equiv="Content-Security-Policy">` element can carry it, for hosts that
 * send no headers: without the directives browsers ignore in a meta element.
 */
export function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.has(directive.split(' ')[0]))
    .join('; ');
}

/**
 * The CMS's policy, for /admin/ only: Decap's bundle styles itself with style elements it writes at
 * run time and talks to its backend's API, so it gets inline styles and the backend's origin. It
 * also compiles its config's validators with `new Function` (Ajv) and cannot start without
 * `'unsafe-eval'` (e2e/cmsPreview/hostile.spec.ts shows it). Nothing of a draft is evaluated: the
 * preview renders it without running it (src/render/renderDoc.ts) into a sandboxed frame where no
 * script runs (src/cms/preview/bodyFrame.ts).
 */
export function cmsContentSecurityPolicy(backendOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    // An upload reaches the backend as Decap reads it back from its blob: URL.
    `connect-src ${join("'self' blob:", backendOrigins)}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response gets. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Browser profiling (monitoring) needs it on the page's own response.
    'Document-Policy': 'js-profiling',
  };
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Files whose name holds a digest of their content, so a changed file has a new name: Gatsby's
 * bundles (`app-3810a665a22d89f20186.js`, `styles.cc1cad83adf0dc1d40dd.css`), its static folder and
 * the search index's parts (`terms.1a2b3c4d5e6f.json`, `pages.1a2b3c4d5e6f/3.json`) and the sidebars'
 * files (`sidebars/1a2b3c4d5e6f.json`).
 */
export const CONTENT_HASHED_PATH =
  /^\/static\/|^\/[^/]+[.-][0-9a-f]{20}\.(?:js|css)$|^\/search\/[a-z]+\.[0-9a-f]{12}(?:\.json|\/\d+\.json)$|^\/sidebars\/[0-9a-f]{12}\.json$/;

/** How long a file may be kept: a year for content-hashed files, revalidated on each use otherwise. */
export const cacheControlOf = (path: string): string =>
  CONTENT_HASHED_PATH.test(path) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;

/** Source maps stay on the build machine (monitoring uploads them); hosts answer 404 for them. */
export const PRIVATE_PATH = /\.map$/;

/**
 * The docs' Markdown twins (`/wants.md`, docs/markdown-twins.md), which hosts send as Markdown: most
 * know no such type (nginx's, Debian's mime.types), so the hosting files name it.
 */
export const MARKDOWN_TWIN_PATH = /\.md$/;
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/**
 * Media types sent gzipped to a browser that accepts it (HTML too: nginx always includes it), from
 * `GZIP_MIN_BYTES` up; images other than SVG are compressed already.
 */
export const GZIP_TYPES = [
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'image/svg+xml',
  'application/xml',
  'text/plain',
  'text/markdown',
  'application/manifest+json',
  'application/wasm',
] as const;
export const GZIP_MIN_BYTES = 256;

/** Whether a response of `contentType` (parameters such as charset allowed) and `bytes` is gzipped for a browser that accepts it. */
export function isCompressible(contentType: string, bytes: number): boolean {
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  return (
    bytes >= GZIP_MIN_BYTES && (mediaType === 'text/html' || (GZIP_TYPES as readonly string[]).includes(mediaType))
  );
}
