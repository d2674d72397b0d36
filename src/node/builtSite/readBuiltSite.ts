import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_HTML_READER, readBuiltHtml, type BuiltHtml } from '../../lib/builtHtml';
import { decodeReadPages, encodeReadPages, mapInline, type ReadPage } from '../../lib/builtPageCache';
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

/**
 * Gatsby's compilation hash, which every page holds in an inline script. The first build after a
 * cold one changes it on every page though nothing else changed, so pages are read and compared
 * with it left out, and it is put back in the scripts read, which the Content Security Policy allows.
 */
const COMPILATION_HASH = /(window\.___webpackCompilationHash=")([^"]*)"/;

function withoutCompilationHash(html: string): { html: string; hash?: string } {
  const found = COMPILATION_HASH.exec(html);
  if (!found) return { html };
  return { html: html.replace(COMPILATION_HASH, '$1"'), hash: found[2] };
}

const withCompilationHash = (script: string, hash: string | undefined) =>
  hash === undefined ? script : script.replace(COMPILATION_HASH, (_match, start: string) => `${start}${hash}"`);

/**
 * One version of a file, told without reading it: its inode, size, and modification and change
 * times. Gatsby rewrites a page's file only when the page changed. A file put back with its old
 * modification time, from a CI cache say, still has a new change time, which no tool can set.
 */
function fileStamp(file: string): string {
  const { ino, size, mtimeNs, ctimeNs } = fs.statSync(file, { bigint: true });
  return `${ino}:${size}:${mtimeNs}:${ctimeNs}`;
}

/** The pages a previous build read, from `cacheFile`; none when there is none or it is unreadable. */
function previouslyRead(cacheFile: string): Map<string, ReadPage> {
  try {
    return decodeReadPages(BUILT_HTML_READER, fs.readFileSync(cacheFile, 'utf8'));
  } catch {
    return new Map();
  }
}

/**
 * Reads every built page. A page whose file is as the previous build left it (by `fileStamp`, kept
 * in `cacheFile`) is not read again, and one whose HTML is the same (by digest) is not parsed again:
 * after an edit, a rebuild reads and parses the pages that changed, not the whole site, whose every
 * page holds the sidebar's links (870 MB of HTML at 3,000 docs with a generated sidebar).
 */
export function readBuiltSite(publicDir: string, cacheFile: string): BuiltSite {
  const inline = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() };
  // Gatsby also writes folders named like pages (page-data/404.html/), hence the file check.
  const htmlFiles = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  const previous = previouslyRead(cacheFile);
  const read = new Map<string, ReadPage>();
  // A string the parser cuts from a page keeps the whole page in memory: each is copied once and
  // shared by every page holding it (every page holds the sidebar's links), so the site's HTML,
  // 750 MB at 3,000 docs with a generated sidebar, is not held until the links are checked.
  const strings = new Map<string, string>();
  const shared = (text: string) => {
    let copy = strings.get(text);
    if (copy === undefined) {
      copy = Buffer.from(text).toString();
      strings.set(copy, copy);
    }
    return copy;
  };
  const parse = (html: string): BuiltHtml => {
    const { ids, hrefs, inline: code } = readBuiltHtml(html);
    return {
      ids: new Set(Array.from(ids, shared)),
      hrefs: hrefs.map(shared),
      inline: mapInline(code, (texts) => texts.map(shared)),
    };
  };
  const readPage = (file: string, stamp: string, before: ReadPage | undefined): ReadPage => {
    const { html, hash } = withoutCompilationHash(fs.readFileSync(file, 'utf8'));
    const digest = crypto.createHash('sha1').update(html).digest('base64');
    const { ids, hrefs, inline: code } = before?.digest === digest ? before : parse(html);
    return { digest, compilationHash: hash, stamp, ids, hrefs, inline: code };
  };
  const pages = htmlFiles.map((file) => {
    const fullPath = path.join(publicDir, file);
    const stamp = fileStamp(fullPath);
    const before = previous.get(file);
    const page = before?.stamp === stamp ? before : readPage(fullPath, stamp, before);
    read.set(file, page);
    const { ids, hrefs, inline: code } = page;
    if (!file.startsWith(`${ADMIN_DIR}${path.sep}`)) {
      code.scripts.forEach((text) => inline.scripts.add(withCompilationHash(text, page.compilationHash)));
      code.styles.forEach((text) => inline.styles.add(text));
      code.styleAttributes.forEach((text) => inline.styleAttributes.add(text));
    }
    return { route: routeOfHtmlFile(file), ids, hrefs };
  });
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  fs.writeFileSync(cacheFile, encodeReadPages(BUILT_HTML_READER, read));
  return { pages, inline };
}
