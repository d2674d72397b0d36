import type { Reporter } from 'gatsby';
import type { Navigation } from '../../config/navigationSchema';
import type { DocCategory } from '../../lib/docs/category';
import { SidebarError } from '../../lib/docs/resolveSidebars';
import type { Sidebars } from '../../lib/sidebar';
import { siteSidebars, type SidebarDocRecord } from '../docs/siteSidebars';
import { clearContentError, listedProblems, reportContentError } from '../errors/contentErrors';
import {
  isNavigationError,
  loadNavigation,
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

/** The site's sidebars resolved against its docs; a problem is reported naming the entry, its file and line, and the fix. */
export function checkedSidebars(
  reporter: Reporter,
  config: Navigation['sidebars'],
  docs: readonly SidebarDocRecord[],
  categories: readonly DocCategory[],
  includeDrafts: boolean,
): Sidebars | undefined {
  let sidebars: Sidebars;
  try {
    sidebars = siteSidebars(config, docs, categories, includeDrafts);
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    reportContentError(
      reporter,
      SIDEBARS_CHECK,
      'docReference',
      `Invalid sidebars:\n${listedProblems(
        // Problems of a category name their _category_.yml; the others are keys of the sidebars file.
        error.problems.map((line) => (line.startsWith('sidebars.') ? withFilesOfKeys([line])[0] : line)),
      )}`,
    );
    return undefined;
  }
  clearContentError(SIDEBARS_CHECK);
  return sidebars;
}
