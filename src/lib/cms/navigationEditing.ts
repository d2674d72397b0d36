import { NAVIGATION_FOLDER, navigationFiles } from '../../config/navigationFiles';
import type { DecapField } from './decapFields';

type Part = keyof typeof navigationFiles;

/** A navigation file as the build reads it: its path as messages show it, and its text (none when it is missing). */
export interface ReadNavigationFile {
  shown: string;
  text?: string;
}

/**
 * Where the build reads the navigation. It reads one folder whole: the content's `navigation/`
 * when the content has one (the project's own `content/` always has), else the project's
 * `content/navigation/`; never some files from each.
 */
export interface NavigationSource {
  /** Whether the folder read is the content's own `navigation/`. */
  inContent: boolean;
  /** The folder read, relative to the project: `content/navigation` when the content has none. */
  projectFolder: string;
  /** The content as messages name it: a folder (`shelf-content`) or a repository (`https://…/docs.git at v1`). */
  contentShown: string;
  files: Record<Part, ReadNavigationFile>;
}

/**
 * Where the CMS's forms save the navigation files, and, when the build reads navigation files the
 * CMS cannot write, why, and those files as the build reads them (the forms then show them and
 * save nothing; `folder` is where the content's own files would be).
 */
export interface NavigationEditing {
  folder: string;
  readOnly?: { why: string; files: Record<Part, ReadNavigationFile> };
}

/**
 * Whether the CMS's backend can write the navigation the build reads (`source`; left out, the
 * content's own `navigation/`), and where. `contentFolder` is the content folder in the tree the
 * backend writes: '' for the local decap-server (`npm run cms`), rooted at the content folder and
 * writing nothing outside it, and for a Git backend that commits to the content's own repository;
 * `content` (or another folder) for one that commits to the project's, which also holds the
 * project's navigation.
 */
export function navigationEditing(
  { contentFolder, localBackend }: { contentFolder: string; localBackend: boolean },
  source?: NavigationSource,
): NavigationEditing {
  const contentNavigation = [contentFolder, NAVIGATION_FOLDER].filter(Boolean).join('/');
  if (!source || source.inContent) return { folder: contentNavigation };
  if (contentFolder !== '') return { folder: source.projectFolder };
  const where = localBackend
    ? `outside the content folder this CMS writes to (${source.contentShown})`
    : "in the site's own repository, not in the content repository this CMS commits to";
  const why =
    `Read-only here: ${source.contentShown} has no ${NAVIGATION_FOLDER}/ folder, so the site is built with ` +
    `the project's ${source.projectFolder}/, ${where}. Edit these files in the site's project; or, to edit ` +
    `the navigation here, add a ${NAVIGATION_FOLDER}/ folder to the content with all of the project's ` +
    'navigation files in it (the build then reads that folder alone).';
  return { folder: contentNavigation, readOnly: { why, files: source.files } };
}

/** The widget of a navigation file the CMS cannot write: it shows the file as the build reads it, and refuses every save. */
export const READ_ONLY_WIDGET = 'trove-read-only';

/** The one field of a navigation file's form when the CMS cannot write it (`READ_ONLY_WIDGET`). */
export function readOnlyField(label: string, why: string, file: ReadNavigationFile): DecapField {
  return {
    name: 'read_only',
    label: `${label} (read-only here)`,
    widget: READ_ONLY_WIDGET,
    required: false,
    why,
    shown: file.shown,
    text: file.text ?? '',
  };
}
