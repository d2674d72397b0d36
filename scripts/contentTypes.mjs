// The media types the site's files are served with, by extension: one list for `npm run serve` and
// the test servers that stand in for other hosts. Text is UTF-8, as the build writes it.

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Each doc's Markdown twin (`/wants.md`, docs/markdown-twins.md).
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  // The CMS at /admin/: its config and the WebAssembly of its bundle.
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  // Pictures and downloads: the site's own and the content's media/ (src/lib/media/mediaFiles.ts).
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
};

/**
 * The Content-Type of a file by its extension (any case), or a download for any other.
 * @param {string} file
 * @returns {string}
 */
export function contentTypeOf(file) {
  const dot = file.lastIndexOf('.');
  return (dot === -1 ? undefined : CONTENT_TYPES[file.slice(dot).toLowerCase()]) ?? 'application/octet-stream';
}
