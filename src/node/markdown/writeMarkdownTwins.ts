import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import siteConfig from '../../config/site.config';
import { resolveTwin } from '../../lib/content/twinLinks';
import { llmsSections, llmsTxt, sidebarDocIds, twinDocument, type LlmsDoc } from '../../lib/docs/llmsTxt';
import { localeOf } from '../../lib/locales';
import { joinPath } from '../../lib/paths';
import type { Sidebars } from '../../lib/sidebar';
import { digestOf, digestOfCode } from '../gatsby/buildDigest';
import { localeStrings } from '../i18n/localeStrings';
import { readTwin } from '../docs/markdownTwinStore';

/** A doc page with a Markdown twin, as createPages built it: what the twin's file and the `llms.txt` lines are made of. */
export interface TwinPage {
  docId: string;
  title: string;
  description: string;
  docsPath: string;
  /** The page's route, prefix left out. */
  route: string;
  /** The twin's route, prefix left out (`twinRoute`). */
  twin: string;
  /** Digest of the twin in the build's cache (`Doc.markdownTwin`). */
  markdownTwin: string;
  /** The routes of the doc files and site paths the doc links to: its page context's `docLinks`. */
  routes: Readonly<Record<string, string>>;
}

/** A doc set's pages with a twin, with what its `llms.txt` needs of the set. */
export interface TwinSet {
  /** The set's path as served, prefix left out: `/`, `/1.0`, `/ar`. */
  path: string;
  /** Its version's label, and its locale's where the site has several: how the root `llms.txt` names it. */
  label: string;
  locale: string;
  sidebars: Readonly<Sidebars>;
  pages: TwinPage[];
}

/** Where the build writes them, and the site's address: `https://trove.app`, and its path prefix. */
export interface TwinTarget {
  publicDir: string;
  siteUrl: string;
  pathPrefix: string;
  /**
   * What the last build wrote (`TWINS_WRITTEN_FILE`): public/ keeps files from build to build, so a
   * twin no longer written (its doc deleted, made a draft, moved) is removed by name, and a set
   * unchanged since is not written again.
   */
  writtenList: string;
}

/** Where a build keeps the list of the twins it wrote, in Gatsby's cache folder (a clean build empties both). */
export const TWINS_WRITTEN_FILE = path.join('.cache', 'trove-markdown-twins-written.json');

/** How many docs are read and written at once: enough to keep the disk busy, few enough to hold. */
const BATCH = 64;

const fileOf = (publicDir: string, route: string) => path.join(publicDir, ...route.split('/'));

/** What a build wrote, as `writtenList` keeps it: every twin, and what each set's files were made from. */
interface Written {
  twins: string[];
  sets: Record<string, string>;
}

/** What the last build wrote; nothing when it recorded nothing or the record is unreadable. */
const lastWritten = ({ writtenList }: TwinTarget): Promise<Written> =>
  fsp
    .readFile(writtenList, 'utf8')
    .then((text) => ({ twins: [], sets: {}, ...(JSON.parse(text) as Partial<Written>) }))
    .catch(() => ({ twins: [], sets: {} }));

/**
 * Removes what the last build wrote and this one did not (twins, and the `llms.txt` files of a set
 * the site no longer has, such as a version taken down), then records this build's.
 */
async function recordWritten({ publicDir, writtenList }: TwinTarget, last: Written, written: Written): Promise<void> {
  const twins = new Set(written.twins);
  const goneSets = Object.keys(last.sets).filter((setPath) => !(setPath in written.sets));
  const gone = [
    ...last.twins.filter((route) => !twins.has(route)),
    ...goneSets.flatMap((setPath) => [joinPath(setPath, 'llms.txt'), joinPath(setPath, 'llms-full.txt')]),
  ];
  for (const route of gone) await fsp.rm(fileOf(publicDir, route), { force: true });
  await fsp.mkdir(path.dirname(writtenList), { recursive: true });
  await fsp.writeFile(writtenList, JSON.stringify(written));
}

/**
 * Writes a set's twins, each at its route, and its `llms-full.txt` (every twin, in the sidebars'
 * order, the docs no sidebar leads to last) as a stream: no more than a batch of docs is held at once.
 */
async function writeSetTwins(set: TwinSet, { publicDir, siteUrl, pathPrefix }: TwinTarget): Promise<void> {
  const byId = new Map(set.pages.map((page) => [page.docId, page]));
  const order = sidebarDocIds(
    set.sidebars,
    set.pages.map((page) => page.docId),
  ).map((docId) => byId.get(docId)!);
  const full = fileOf(publicDir, joinPath(set.path, 'llms-full.txt'));
  await fsp.mkdir(path.dirname(full), { recursive: true });
  const stream = fs.createWriteStream(full);
  const done = new Promise<void>((resolve, reject) => {
    stream.once('finish', resolve);
    stream.once('error', reject);
  });
  for (let start = 0; start < order.length; start += BATCH) {
    const texts = await Promise.all(
      order.slice(start, start + BATCH).map(async (page) => {
        const body = resolveTwin(await readTwin(page.markdownTwin), { ...page, siteUrl, pathPrefix });
        const text = twinDocument(page, body);
        const file = fileOf(publicDir, page.twin);
        await fsp.mkdir(path.dirname(file), { recursive: true });
        await fsp.writeFile(file, text);
        return text;
      }),
    );
    for (const text of texts) {
      if (!stream.write(`${text}\n`)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
    }
  }
  stream.end();
  await done;
}

/**
 * Writes each doc's Markdown twin at its route plus `.md` (`/wants.md`, `/index.md` for a set's main
 * doc), and for each doc set (a version in a locale) its `llms.txt` and `llms-full.txt` under its
 * path; the root's `llms.txt` also names every other set's. Only the pages given have a twin:
 * createPages decides which (drafts, which no build publishes, are never among them); a twin the
 * last build wrote and this one does not is removed.
 */
export async function writeMarkdownTwins(sets: readonly TwinSet[], target: TwinTarget): Promise<void> {
  const { publicDir, siteUrl, pathPrefix } = target;
  const urlOf = (route: string) => `${siteUrl}${pathPrefix}${route}`;
  const last = await lastWritten(target);
  const written: Written = { twins: sets.flatMap((set) => set.pages.map((page) => page.twin)), sets: {} };
  for (const set of sets) {
    // A set made of the same pages, for the same address, by the same code as the last build's, is
    // written already: after an edit, a rebuild writes the edited doc's set, not the whole site's.
    const key = digestOf(digestOfCode(), set, siteUrl, pathPrefix);
    written.sets[set.path] = key;
    const full = fileOf(publicDir, joinPath(set.path, 'llms-full.txt'));
    if (last.sets[set.path] !== key || !fs.existsSync(full)) await writeSetTwins(set, target);
    const strings = localeStrings(set.locale);
    const byId = new Map(set.pages.map((page) => [page.docId, page]));
    const docOf = (docId: string): LlmsDoc | undefined => {
      const page = byId.get(docId);
      return page && { label: page.title, description: page.description, url: urlOf(page.twin) };
    };
    const sections = llmsSections(set.sidebars, docOf, strings['llms.docs']);
    const isRoot = joinPath(set.path) === '/';
    const others = sets.filter((other) => other !== set);
    if (isRoot && others.length > 0) {
      sections.push({
        heading: strings['llms.otherDocSets'],
        links: others.map((other) => ({
          label: other.label,
          description: '',
          url: urlOf(joinPath(other.path, 'llms.txt')),
        })),
      });
    }
    await fsp.writeFile(
      fileOf(publicDir, joinPath(set.path, 'llms.txt')),
      llmsTxt({ title: siteConfig.title, tagline: siteConfig.tagline, sections }),
    );
  }
  await recordWritten(target, last, written);
}

/** How the root `llms.txt` names a doc set: its version's label, then its locale's on a site of several. */
export function twinSetLabel(versionLabel: string, locale: string): string {
  if (siteConfig.i18n.locales.length < 2) return versionLabel;
  return `${versionLabel} (${localeOf(siteConfig.i18n, locale).label})`;
}

/** The twins being written, or written. */
let written: Promise<void> = Promise.resolve();

/**
 * Starts writing the twins and `llms.txt` files while Gatsby goes on to its queries and bundles;
 * onPostBuild waits for them (`markdownTwinsWritten`) before it checks the links to them.
 */
export function startMarkdownTwins(sets: readonly TwinSet[], target: TwinTarget): void {
  written = writeMarkdownTwins(sets, target);
  // Reported where it is awaited; until then a failure must not count as unhandled.
  written.catch(() => undefined);
}

/** Resolves once the twins last started are written; rejects with what stopped them. */
export const markdownTwinsWritten = (): Promise<void> => written;
