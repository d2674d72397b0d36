import fs from 'node:fs';
import path from 'node:path';
import { navigationFiles } from '../../config/navigationFiles';
import { versionDocsFolder, versionNameProblem, versionSidebarsFile } from '../../lib/docs/docSets';

/** Thrown when a version cannot be released: the message names the name or file and the fix. */
export class VersionSnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VersionSnapshotError';
  }
}

/** Where a version's snapshot comes from and goes: the content root and its navigation folder. */
export interface SnapshotFolders {
  /** The content root (`content/`, or TROVE_CONTENT_DIR): docs/ is read, versioned_* are written. */
  contentDir: string;
  /** The navigation folder the build reads, whose sidebars.yml is copied. */
  navigationDir: string;
  /** How messages show a path (relative to the project, as the build's do). */
  shown: (absolutePath: string) => string;
}

/**
 * Releases the current docs as version `name`: copies `docs/` to `versioned_docs/version-<name>/`
 * and the sidebars to `versioned_sidebars/version-<name>-sidebars.yml`, so that version keeps the
 * docs and navigation it had while the current docs go on changing. Refuses an invalid name and a
 * version released before, leaving every file as it was. Returns the two paths written.
 */
export function snapshotVersion(name: string, { contentDir, navigationDir, shown }: SnapshotFolders): string[] {
  const problem = versionNameProblem(name);
  if (problem) throw new VersionSnapshotError(`Cannot release version "${name}": ${problem}.`);
  const docs = path.join(contentDir, 'docs');
  const sidebars = path.join(navigationDir, navigationFiles.sidebars.file);
  const docsCopy = path.join(contentDir, versionDocsFolder(name));
  const sidebarsCopy = path.join(contentDir, versionSidebarsFile(name));
  for (const written of [docsCopy, sidebarsCopy]) {
    if (fs.existsSync(written))
      throw new VersionSnapshotError(
        `Cannot release version "${name}": ${shown(written)} exists, so it was released before. ` +
          `Choose another name, or delete ${shown(docsCopy)} and ${shown(sidebarsCopy)} to take the snapshot again.`,
      );
  }
  for (const read of [docs, sidebars]) {
    if (!fs.existsSync(read))
      throw new VersionSnapshotError(`Cannot release version "${name}": ${shown(read)} is missing; nothing to copy.`);
  }
  fs.cpSync(docs, docsCopy, { recursive: true });
  fs.mkdirSync(path.dirname(sidebarsCopy), { recursive: true });
  fs.copyFileSync(sidebars, sidebarsCopy);
  return [docsCopy, sidebarsCopy];
}
