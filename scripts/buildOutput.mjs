// What a build wrote, for `npm run bench:scale`: the size of public/, the number of pages, and the
// average HTML and page data of a doc page, raw and gzip; and the doc routes, which its floor builds.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/** The doc routes of a build: the sitemap lists every doc and nothing else (no 404 page). */
export function docRoutes(publicDir) {
  const sitemap = readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Average raw and gzip bytes of `files`. */
function averageSizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const data = readFileSync(file);
    raw += data.length;
    gzip += gzipSize(data);
  }
  return { raw: raw / files.length, gzip: gzip / files.length };
}

/**
 * Measures the build in `publicDir`: total bytes of its files, the number of pages (one page-data
 * file each), the number of doc pages, and a doc page's average HTML and page-data bytes.
 * @param {string} publicDir
 */
export function measureBuildOutput(publicDir) {
  const files = readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(publicDir, entry))
    .filter((file) => statSync(file).isFile());
  const routes = docRoutes(publicDir);
  return {
    outputBytes: files.reduce((total, file) => total + statSync(file).size, 0),
    pages: files.filter((file) => file.endsWith(`${path.sep}page-data.json`)).length,
    docPages: routes.length,
    html: averageSizes(routes.map((route) => path.join(publicDir, route, 'index.html'))),
    pageData: averageSizes(
      routes.map((route) => path.join(publicDir, 'page-data', route === '/' ? 'index' : route, 'page-data.json')),
    ),
  };
}
