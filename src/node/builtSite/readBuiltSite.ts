import fs from 'node:fs';
import path from 'node:path';
import { readBuiltHtml } from '../../lib/builtHtml';
import type { BuiltPage } from '../../lib/linkCheck';
import { ADMIN_DIR } from '../cms/adminApp';

/** The built site's HTML, each page read and parsed once for the link check and the hosting files. */
export interface BuiltSite {
  pages: BuiltPage[];
  /** The distinct inline code of the readers' pages (the CMS at /admin/ has a policy of its own). */
  inline: { scripts: Set<string>; styles: Set<string>; styleAttributes: Set<string> };
}

/** The route a built HTML file serves: public/wants/index.html → /wants, public/404.html → /404.html. */
function routeOfHtmlFile(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`;
  if (route === '/index.html') return '/';
  return route.endsWith('/index.html') ? route.slice(0, -'/index.html'.length) : route;
}

export function readBuiltSite(publicDir: string): BuiltSite {
  const inline = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() };
  // Gatsby also writes folders named like pages (page-data/404.html/), hence the file check.
  const htmlFiles = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  const pages = htmlFiles.map((file) => {
    const { ids, hrefs, inline: code } = readBuiltHtml(fs.readFileSync(path.join(publicDir, file), 'utf8'));
    if (!file.startsWith(`${ADMIN_DIR}${path.sep}`)) {
      code.scripts.forEach((text) => inline.scripts.add(text));
      code.styles.forEach((text) => inline.styles.add(text));
      code.styleAttributes.forEach((text) => inline.styleAttributes.add(text));
    }
    return { route: routeOfHtmlFile(file), ids, hrefs };
  });
  return { pages, inline };
}
