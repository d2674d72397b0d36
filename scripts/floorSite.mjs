// Gatsby's floor for `npm run bench`: the bare site of scripts/floorSite/ (no plugin, no CSS, one
// template rendering a doc node's HTML from a page query), built in a temporary folder with the
// project's node_modules and the same doc HTML as the site's pages, and served with the site's
// response headers (scripts/floorHeaders.mjs).
import fs from 'node:fs/promises';
import path from 'node:path';
import { createJiti } from 'jiti';
import { floorHeaderRules } from './floorHeaders.mjs';
import { copyProject } from './projectCopy.mjs';
import { timedGatsbyBuild } from './timedBuild.mjs';

const jiti = createJiti(import.meta.url);
const { headersFileText, parseHeadersFile } = await jiti.import('../src/lib/hosting/headersFile.ts');

const FLOOR_SOURCE = path.join(import.meta.dirname, 'floorSite');
const FLOOR_FILES = ['gatsby-config.js', 'gatsby-node.js', 'src'];

/**
 * The `<article>` element of a built page (the doc's rendered content), as HTML.
 * @param {string} html
 * @param {string} file named in the error when the page has none
 */
export function articleOf(html, file) {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start)
    throw new Error(`${file}: no <article> element, which the floor takes as the doc's HTML`);
  return html.slice(start, end + '</article>'.length);
}

/**
 * Appends `html` to the page at `route` of the floor in `dir` (in its docs.json), as an edit of that
 * doc changes its page, for a rebuild with the cache kept.
 * @param {string} dir the floor's folder
 * @param {string} route
 * @param {string} html
 */
export async function editFloorPage(dir, route, html) {
  const file = path.join(dir, 'docs.json');
  const docs = JSON.parse(await fs.readFile(file, 'utf8'));
  const doc = docs.find((entry) => entry.route === route);
  if (!doc) throw new Error(`${file}: no page at ${route} to edit`);
  doc.html += html;
  await fs.writeFile(file, JSON.stringify(docs));
}

/**
 * Builds the floor with one page per route of `routes`, each carrying the `<article>` of that
 * route's page in the site built in `sitePublicDir`, and gives it the site's response headers.
 * Returns the floor's folder (its build is in `public/`) and the build's time; remove the folder
 * when done.
 * @param {string} root the project, whose node_modules the floor uses
 * @param {string} sitePublicDir
 * @param {string[]} routes
 */
export async function buildFloorSite(root, sitePublicDir, routes) {
  const dir = await copyProject(root, FLOOR_FILES, FLOOR_SOURCE);
  const docs = [];
  for (const route of routes) {
    const file = path.join(sitePublicDir, route, 'index.html');
    docs.push({ route, html: articleOf(await fs.readFile(file, 'utf8'), file) });
  }
  await fs.writeFile(path.join(dir, 'docs.json'), JSON.stringify(docs));
  // Gatsby's CLI builds only a folder whose package.json depends on gatsby.
  const { dependencies } = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8'));
  const floorDependencies = Object.fromEntries(
    ['gatsby', 'react', 'react-dom'].map((name) => [name, dependencies[name]]),
  );
  await fs.writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'trove-floor', private: true, dependencies: floorDependencies }),
  );
  try {
    const { seconds } = await timedGatsbyBuild(dir);
    const siteHeaders = path.join(sitePublicDir, '_headers');
    const rules = floorHeaderRules(parseHeadersFile(await fs.readFile(siteHeaders, 'utf8')), siteHeaders);
    await fs.writeFile(path.join(dir, 'public', '_headers'), headersFileText(rules));
    return { dir, seconds };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}
