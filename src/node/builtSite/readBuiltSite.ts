import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_HTML_READER, type BuiltHtml, type InlineCode } from '../../lib/builtSite/builtHtml';
import { decodeReadPages, encodeReadPages, mapInline, type ReadPage } from '../../lib/builtSite/builtPageCache';
import { linkRunCutter, type LinkRunCutter } from '../../lib/builtSite/linkRuns';
import type { BuiltPage } from '../../lib/builtSite/linkCheck';
import { withCompilationHash } from './readPageFile';
import { readPageFiles } from './readPageFiles';

/** A built page as the link check and the inline code check read it. */
export interface ReadBuiltPage extends BuiltPage {
  inline: InlineCode;
}

/** The route a built HTML file serves: public/wants/index.html → /wants, public/404.html → /404.html. */
function routeOfHtmlFile(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`;
  if (route === '/index.html') return '/';
  return route.endsWith('/index.html') ? route.slice(0, -'/index.html'.length) : route;
}

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
function previouslyRead(cacheFile: string, runs: LinkRunCutter): Map<string, ReadPage> {
  try {
    return decodeReadPages(BUILT_HTML_READER, fs.readFileSync(cacheFile, 'utf8'), runs.hold);
  } catch {
    return new Map();
  }
}

/**
 * Reads every built page, and writes into each the Content Security Policy `policyOf` gives for its
 * file (a `<meta>` element, for hosts that send no headers): Gatsby renders pages before the policy
 * is final, and when only its scripts slice changed it stitches them again without rendering them.
 * A page whose file is as the previous build left it with the same policy (by `fileStamp`, kept in
 * `cacheFile`) is not read again, and one whose HTML is the same (by digest) is not parsed again:
 * after an edit, a rebuild reads and parses the pages that changed, not the whole site, whose every
 * page holds the sidebar's links (870 MB of HTML at 3,000 docs with a generated sidebar). A page
 * that already holds its policy is not written. Many pages are read in child processes (readPageFiles.ts).
 */
export async function readBuiltSite(
  publicDir: string,
  cacheFile: string,
  policyOf: (file: string) => string,
): Promise<{ pages: ReadBuiltPage[] }> {
  // Gatsby also writes folders named like pages (page-data/404.html/), hence the file check.
  const htmlFiles = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  const runs = linkRunCutter();
  const previous = previouslyRead(cacheFile, runs);
  // A short name of each policy, kept with a page's stamp: a page holding another policy is read again.
  const policyDigests = new Map<string, string>();
  const stampOf = (file: string, policy: string) => {
    let digest = policyDigests.get(policy);
    if (digest === undefined) {
      digest = crypto.createHash('sha1').update(policy).digest('base64');
      policyDigests.set(policy, digest);
    }
    return `${fileStamp(file)}|${digest}`;
  };
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
  const kept = ({ ids, hrefs, inline: code }: BuiltHtml): Pick<ReadPage, 'ids' | 'links' | 'inline'> => ({
    ids: new Set(Array.from(ids, shared)),
    links: runs.cut(hrefs.map(shared)),
    inline: mapInline(code, (texts) => texts.map(shared)),
  });
  const toRead: { file: string; fullPath: string; policy: string; before?: ReadPage }[] = [];
  for (const file of htmlFiles) {
    const fullPath = path.join(publicDir, file);
    const policy = policyOf(file);
    const before = previous.get(file);
    if (before?.stamp === stampOf(fullPath, policy)) read.set(file, before);
    else toRead.push({ file, fullPath, policy, before });
  }
  await readPageFiles(
    toRead.map(({ fullPath, policy, before }) => ({ file: fullPath, policy, digestBefore: before?.digest })),
    (index, { digest, compilationHash, parsed }) => {
      const { file, fullPath, policy, before } = toRead[index];
      // Not parsed again: the HTML is the one read before, so `before` is there.
      const { ids, links, inline: code } = parsed ? kept(parsed) : before!;
      read.set(file, { digest, compilationHash, stamp: stampOf(fullPath, policy), ids, links, inline: code });
    },
  );
  const pages = htmlFiles.map((file) => {
    const { ids, links, inline: code, compilationHash } = read.get(file)!;
    const scripts = code.scripts.map((text) => shared(withCompilationHash(text, compilationHash)));
    return { route: routeOfHtmlFile(file), ids, links, inline: { ...code, scripts } };
  });
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  fs.writeFileSync(cacheFile, encodeReadPages(BUILT_HTML_READER, read));
  return { pages };
}
