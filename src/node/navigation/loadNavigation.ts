import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { navigationFiles } from '../../config/navigationFiles';
import type { FooterSettings, Navigation } from '../../config/navigationSchema';
import { formatKeyPath, parseKeyPath } from '../../config/parse';
import { DataFileError, lineOfKey } from '../../lib/docs/yamlFile';
import { editorHtmlRules, withSanitizedHtml, type HtmlRemoval } from '../../lib/editorHtml';
import { mediaFileAtKey } from '../../lib/media/mediaFileAtKey';
import { parseNavigationFile } from '../../lib/navigationFile';
import { readMediaFolder } from '../../render/mediaFolder';
import { mediaFolderPlace } from '../content/contentRoot';
import { afterInPlaceSave } from '../content/inPlaceSave';
import { linkOutOfContent, LinkOutOfContentError } from '../content/insideContent';
import { listedProblems } from '../errors/contentErrors';
import { missingNavigationFileFix, navigationFolder, shownNavigationFile } from './navigationSource';

type Part = keyof typeof navigationFiles;

/** gatsby-source-filesystem's name for the navigation files. */
export const NAVIGATION_SOURCE = 'navigation';

/** Thrown when a required navigation file is missing; names the file and how to make it good. */
export class MissingNavigationFileError extends Error {
  constructor(
    readonly file: string,
    fix: string,
  ) {
    super(`Missing ${file}: the site needs it to build its navigation. ${fix}`);
    this.name = 'MissingNavigationFileError';
  }
}

function navigationFile(part: Part): string {
  return path.join(navigationFolder(), navigationFiles[part].file);
}

/** The path of a navigation file as editors' messages show it (`content/navigation/navbar.yml`). */
export function navigationFileShown(part: Part): string {
  return shownNavigationFile(navigationFile(part));
}

/** The navigation as the pages get it, and a warning for each HTML field the build took something out of. */
export interface LoadedNavigation {
  navigation: Navigation;
  warnings: string[];
}

let cached: (LoadedNavigation & { stamp: string }) | undefined;

const parts = () => Object.keys(navigationFiles) as Part[];

/**
 * What changes when an editor saves a navigation file: the files' paths, sizes and modification
 * times. The size too: emptying a file and writing it can fall within one tick of the clock the
 * file system stamps times with, and a stamp of times alone would keep what was read in between.
 */
function filesStamp(): string {
  return parts()
    .map((part) => {
      const file = navigationFile(part);
      if (!existsSync(file)) return `${file}:none`;
      const { size, mtimeMs } = statSync(file);
      return `${file}:${size}:${mtimeMs}`;
    })
    .join('|');
}

/** Resolves once no navigation file reads empty, as one does mid-save (src/node/content/inPlaceSave.ts), or the wait is over. */
export async function navigationFilesWritten(): Promise<void> {
  await afterInPlaceSave(
    () => parts().some((part) => existsSync(navigationFile(part)) && statSync(navigationFile(part)).size === 0),
    (someEmpty) => someEmpty,
  );
}

/** The warning for what was taken out of one HTML field: the file, the line and the key, each thing removed and why. */
function htmlWarning(shown: string, text: string, { keyPath, removed }: HtmlRemoval): string {
  const line = lineOfKey(text, keyPath);
  return (
    `${shown}: ${line === undefined ? '' : `line ${line}: `}${formatKeyPath(keyPath)}: removed from its HTML, ` +
    `which the pages show without it:\n${listedProblems(removed)}\n${editorHtmlRules()}`
  );
}

const LOGO_FIX =
  "The footer's logo is a file of this site: /media/<file> for the content's media folder, /img/… for static/.";

/**
 * One navigation file, validated, with its HTML fields sanitised; the footer's logo, when it is a
 * file of media/, must be there. A file linked from outside the content folder is not read.
 */
function readPart(part: Part): { value: unknown; warnings: string[] } {
  const { optional } = navigationFiles[part];
  const file = navigationFile(part);
  const shown = navigationFileShown(part);
  if (!existsSync(file)) {
    if (optional) return { value: undefined, warnings: [] };
    throw new MissingNavigationFileError(shown, missingNavigationFileFix(part));
  }
  const linkOut = linkOutOfContent(file, path.dirname(navigationFolder()));
  if (linkOut) throw new LinkOutOfContentError(shown, linkOut);
  const text = readFileSync(file, 'utf8');
  const parsed = parseNavigationFile(part, shown, text);
  const logo = part === 'footer' ? (parsed as FooterSettings).logo?.src : undefined;
  const logoFile = mediaFileAtKey(text, ['logo', 'src'], logo, readMediaFolder(mediaFolderPlace()));
  if (logoFile && 'problem' in logoFile) throw new DataFileError(shown, [logoFile.problem], LOGO_FIX);
  const { value, removals } = withSanitizedHtml(part, parsed);
  return { value, warnings: removals.map((removal) => htmlWarning(shown, text, removal)) };
}

/**
 * Reads and validates the navigation files (a DataFileError names the file, the line and the key),
 * and sanitises their HTML fields. Read again only when a file changed, so every page and every
 * lifecycle can ask for it; the same object comes back until then.
 */
export function loadNavigation(): LoadedNavigation {
  const stamp = filesStamp();
  if (cached?.stamp !== stamp) {
    const read = parts().map((part) => [part, readPart(part)] as const);
    const navigation = Object.fromEntries(read.map(([part, { value }]) => [part, value])) as unknown as Navigation;
    // A bar hidden in the CMS keeps its file, for next time: the pages get no bar, as without the file.
    if (navigation.announcementBar === undefined || navigation.announcementBar.hidden)
      delete navigation.announcementBar;
    cached = { stamp, navigation, warnings: read.flatMap(([, { warnings }]) => warnings) };
  }
  return cached;
}

/** A released version's sidebars, as `loadVersionSidebars` gives them. */
export interface LoadedSidebars {
  sidebars: Navigation['sidebars'];
  warnings: string[];
}

/** Released versions' sidebars files read last, by file, with the stamp of what was read. */
const versionSidebarsRead = new Map<string, LoadedSidebars & { stamp: string }>();

/**
 * A released version's sidebars file (`versioned_sidebars/version-<name>-sidebars.yml`), validated
 * and its HTML sanitised as content/navigation/sidebars.yml is: the same schema, the same errors
 * naming file, line and key. Read again only when it changed; `shown` is the file as messages show it.
 */
export function loadVersionSidebars(file: string, shown: string): LoadedSidebars {
  const { size, mtimeMs } = statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  let read = versionSidebarsRead.get(file);
  if (read?.stamp !== stamp) {
    const text = readFileSync(file, 'utf8');
    const { value, removals } = withSanitizedHtml('sidebars', parseNavigationFile('sidebars', shown, text));
    read = {
      stamp,
      sidebars: value as Navigation['sidebars'],
      warnings: removals.map((removal) => htmlWarning(shown, text, removal)),
    };
    versionSidebarsRead.set(file, read);
  }
  return read;
}

/** Whether an error is an editor's mistake in a navigation file, whose message names the file, the key and the fix. */
export function isNavigationError(
  error: unknown,
): error is DataFileError | MissingNavigationFileError | LinkOutOfContentError {
  return (
    error instanceof DataFileError ||
    error instanceof MissingNavigationFileError ||
    error instanceof LinkOutOfContentError
  );
}

/**
 * Problem lines of checks run over the whole site config (`navbar.items[0].docId: ...`), each
 * prefixed with the file that holds its key, a navigation file (with the key's line) or the site config.
 */
export function withFilesOfKeys(problems: readonly string[]): string[] {
  return problems.map((line) => {
    const part = (Object.keys(navigationFiles) as Part[]).find((name) => line.startsWith(`${name}.`));
    if (!part) return `src/config/site.config.ts: ${line}`;
    const problem = line.slice(part.length + 1);
    const keyPath = problem.slice(0, problem.indexOf(': '));
    const file = navigationFile(part);
    const at = existsSync(file) ? lineOfKey(readFileSync(file, 'utf8'), parseKeyPath(keyPath)) : undefined;
    return `${navigationFileShown(part)}: ${at === undefined ? '' : `line ${at}: `}${problem}`;
  });
}
