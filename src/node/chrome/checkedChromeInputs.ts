import type { Reporter } from 'gatsby';
import type { Navigation } from '../../config/navigationSchema';
import type { Version } from '../../config/schema';
import type { DocCategory } from '../../lib/docs/category';
import { SidebarError } from '../../lib/docs/resolveSidebars';
import type { Sidebars } from '../../lib/sidebar';
import { siteSidebars, type SidebarDocRecord } from '../docs/siteSidebars';
import { clearContentError, listedProblems, reportContentError } from '../errors/contentErrors';
import { displayPath } from '../content/contentRoot';
import { sidebarsFileOf } from '../docs/versionFolders';
import {
  isNavigationError,
  loadNavigation,
  loadVersionSidebars,
  navigationFilesWritten,
  withFilesOfKeys,
  type LoadedNavigation,
} from '../navigation/loadNavigation';

/*
 * createPages and the chrome's static query both read the navigation files and resolve the
 * sidebars. Under `gatsby develop` either may be the one to see a saved mistake first (a file saved
 * while createPages runs reaches only the query), so both report it in full, under one key each,
 * which keeps the overlay to one entry and clears it once either finds it fixed.
 */
const NAVIGATION_CHECK = 'navigation';
const SIDEBARS_CHECK = 'sidebars';

/** The navigation read last whose warnings were given: each read's warnings are given once. */
let warnedFor: LoadedNavigation | undefined;

/**
 * The navigation files, validated, once none reads empty as one does mid-save; a problem is reported
 * naming the file, the line, the key and the fix. What was taken out of an HTML field is a warning,
 * given by createPages only (`warn`): the chrome's query also runs in Gatsby's worker processes,
 * each of which would give it again.
 */
export async function checkedNavigation(
  reporter: Reporter,
  { warn }: { warn: boolean },
): Promise<Navigation | undefined> {
  await navigationFilesWritten();
  let loaded: LoadedNavigation;
  try {
    loaded = loadNavigation();
  } catch (error) {
    if (!isNavigationError(error)) throw error;
    reportContentError(reporter, NAVIGATION_CHECK, 'navigation', error.message, error.file);
    return undefined;
  }
  clearContentError(NAVIGATION_CHECK);
  if (warn && warnedFor !== loaded) {
    loaded.warnings.forEach((warning) => reporter.warn(warning));
    warnedFor = loaded;
  }
  return loaded.navigation;
}

/** The released versions' sidebars read whose warnings were given: each read's warnings are given once. */
const warnedSidebars = new WeakSet<object>();

/**
 * A released version's sidebars file, validated; a problem is reported naming the file, the line,
 * the key and the fix, as for the navigation files.
 */
export function checkedVersionSidebars(
  reporter: Reporter,
  version: Version,
  { warn }: { warn: boolean },
): Navigation['sidebars'] | undefined {
  const file = sidebarsFileOf(version);
  const key = `${NAVIGATION_CHECK}:${version.name}`;
  let loaded;
  try {
    loaded = loadVersionSidebars(file, displayPath(file));
  } catch (error) {
    if (!isNavigationError(error)) throw error;
    reportContentError(reporter, key, 'navigation', error.message, error.file);
    return undefined;
  }
  clearContentError(key);
  if (warn && !warnedSidebars.has(loaded)) {
    loaded.warnings.forEach((warning) => reporter.warn(warning));
    warnedSidebars.add(loaded);
  }
  return loaded.sidebars;
}

/**
 * A version's sidebars resolved against its docs; a problem is reported naming the entry, its file
 * and line, and the fix. `released` is set for a released version, whose sidebars file is its own.
 */
export function checkedSidebars(
  reporter: Reporter,
  config: Navigation['sidebars'],
  docs: readonly SidebarDocRecord[],
  categories: readonly DocCategory[],
  { includeDrafts, version, released }: { includeDrafts: boolean; version: Version; released: boolean },
): Sidebars | undefined {
  const key = released ? `${SIDEBARS_CHECK}:${version.name}` : SIDEBARS_CHECK;
  // Problems of a category name their _category_.yml; the others are keys of the sidebars file.
  const located = (line: string) =>
    released ? `${displayPath(sidebarsFileOf(version))}: ${line}` : withFilesOfKeys([line])[0];
  let sidebars: Sidebars;
  try {
    sidebars = siteSidebars(config, docs, categories, { includeDrafts, version });
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    reportContentError(
      reporter,
      key,
      'docReference',
      `Invalid sidebars:\n${listedProblems(
        error.problems.map((line) => (line.startsWith('sidebars.') ? located(line) : line)),
      )}`,
    );
    return undefined;
  }
  clearContentError(key);
  return sidebars;
}
