import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NAVIGATION_FOLDER, navigationFiles } from '../../config/navigationFiles';
import type { NavigationSource } from '../../lib/cms/navigationEditing';
import { contentRoot, contentShown, displayPath, PROJECT_CONTENT } from '../content/contentRoot';

type Part = keyof typeof navigationFiles;

const projectNavigation = () => path.resolve(PROJECT_CONTENT, NAVIGATION_FOLDER);

/**
 * The navigation folder the build reads, as a whole: the content root's `navigation/` when it has
 * one, else the project's own, for content fetched from elsewhere that brings docs only. Never
 * some files from each: a content folder's `navigation/` missing a file the site needs fails the
 * build naming it (`missingNavigationFileFix`).
 */
export function navigationFolder(): string {
  const own = path.join(contentRoot(), NAVIGATION_FOLDER);
  return existsSync(own) ? own : projectNavigation();
}

/** Whether the build reads the project's navigation for content from elsewhere, which has none. */
const borrowsProjectNavigation = () => navigationFolder() !== path.join(contentRoot(), NAVIGATION_FOLDER);

/**
 * A navigation file's path as messages show it (`displayPath`), saying whose it is when the
 * content has no navigation of its own: `content/navigation/sidebars.yml (the site project's own:
 * https://github.com/trove-app/docs.git at v1 has no navigation/)`.
 */
export function shownNavigationFile(file: string): string {
  return borrowsProjectNavigation()
    ? `${displayPath(file)} (the site project's own: ${contentShown()} has no ${NAVIGATION_FOLDER}/)`
    : displayPath(file);
}

/**
 * How to make good a required navigation file that is missing: restore the project's own, or, in
 * a content folder's `navigation/`, which the build reads alone, add it there or remove the folder.
 */
export function missingNavigationFileFix(part: Part): string {
  const { file } = navigationFiles[part];
  if (navigationFolder() === projectNavigation()) {
    const shown = displayPath(path.join(projectNavigation(), file));
    return (
      `Restore it (git checkout ${shown}) or create it as docs/editing.md and ` +
      'src/config/navigationSchema.ts describe.'
    );
  }
  return (
    `The build reads the navigation from the content's ${NAVIGATION_FOLDER}/ folder alone, once it has one. ` +
    `Add ${file} there (the project's ${displayPath(path.join(projectNavigation(), file))} is an example), or ` +
    `delete the content's ${NAVIGATION_FOLDER}/ folder to build with the project's navigation.`
  );
}

/** Where the build reads the navigation, and each file as it reads it, for the CMS's forms (src/lib/cms/navigationEditing.ts). */
export function navigationSource(): NavigationSource {
  const folder = navigationFolder();
  const parts = Object.keys(navigationFiles) as Part[];
  const files = parts.map((part) => {
    const file = path.join(folder, navigationFiles[part].file);
    return [part, { shown: displayPath(file), ...(existsSync(file) ? { text: readFileSync(file, 'utf8') } : {}) }];
  });
  return {
    inContent: !borrowsProjectNavigation(),
    projectFolder: displayPath(projectNavigation()),
    contentShown: contentShown(),
    files: Object.fromEntries(files) as NavigationSource['files'],
  };
}
