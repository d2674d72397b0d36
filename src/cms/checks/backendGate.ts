import { withoutNewDocNameKey } from '../../lib/cms/newDocFile';
import type { Cms } from '../preview/cms';
import { fileCheckOf, type DecapConfig } from './fileChecks';

/** A file Decap hands its backend to write. */
interface DataFile {
  path: string;
  /** Where the file moves to, when the entry is renamed. */
  newPath?: string;
  raw: string;
}

/** The methods of a Decap backend (its implementation, decap-cms-lib-util's `Implementation`) that the gate holds. */
export interface Implementation {
  persistEntry(
    entry: { dataFiles: DataFile[]; assets: unknown[] },
    options: { useWorkflow?: boolean },
  ): Promise<unknown>;
  unpublishedEntry?(args: {
    collection: string;
    slug: string;
  }): Promise<{ diffs?: Array<{ path: string; id?: string }> }>;
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id?: string): Promise<string>;
  updateUnpublishedEntryStatus?(collection: string, slug: string, status: string): Promise<unknown>;
  publishUnpublishedEntry?(collection: string, slug: string): Promise<unknown>;
}

/** Decap's status of a draft that is ready to publish (decap-cms-core's publishModes). */
const READY = 'pending_publish';

/** The change refused when a file of it holds a problem the build would report. */
async function refuseFailing(
  files: Array<{ path: string; text: () => Promise<string> }>,
  config: DecapConfig,
  pathPrefix: string,
): Promise<void> {
  const problems = await Promise.all(
    files.map(async ({ path, text }) => {
      const check = fileCheckOf(path, config, pathPrefix);
      return check ? check(await text()) : [];
    }),
  );
  if (problems.flat().length > 0) throw new Error(`The build would refuse this change:\n${problems.flat().join('\n')}`);
}

/**
 * A backend that writes no file the build would refuse. What it writes is first rid of the name a
 * new doc's file was made from (newDocFile.ts). Without the editorial workflow, a save publishes:
 * its files are checked as the build checks them (fileChecks.ts), and refused with the build's
 * messages. With it, a draft is saved as it is, and is checked when it is moved to Ready and when
 * it is published. This holds whatever the form let through: the form's own checks show the
 * messages beside the fields, before a save is asked for.
 */
export function gatedBackend(implementation: Implementation, config: DecapConfig, pathPrefix: string): Implementation {
  const { persistEntry, updateUnpublishedEntryStatus, publishUnpublishedEntry } = implementation;
  const draftFiles = async (collection: string, slug: string) => {
    const { diffs = [] } = (await implementation.unpublishedEntry?.({ collection, slug })) ?? {};
    return diffs.map(({ path, id }) => ({
      path,
      text: async () => (await implementation.unpublishedEntryDataFile?.(collection, slug, path, id)) ?? '',
    }));
  };
  implementation.persistEntry = async (entry, options) => {
    const dataFiles = entry.dataFiles.map((file) => ({ ...file, raw: withoutNewDocNameKey(file.raw) }));
    if (!options.useWorkflow) {
      const files = dataFiles.map((file) => ({ path: file.newPath ?? file.path, text: async () => file.raw }));
      await refuseFailing(files, config, pathPrefix);
    }
    return persistEntry.call(implementation, { ...entry, dataFiles }, options);
  };
  if (updateUnpublishedEntryStatus) {
    implementation.updateUnpublishedEntryStatus = async (collection, slug, status) => {
      if (status === READY) await refuseFailing(await draftFiles(collection, slug), config, pathPrefix);
      return updateUnpublishedEntryStatus.call(implementation, collection, slug, status);
    };
  }
  if (publishUnpublishedEntry) {
    implementation.publishUnpublishedEntry = async (collection, slug) => {
      await refuseFailing(await draftFiles(collection, slug), config, pathPrefix);
      return publishUnpublishedEntry.call(implementation, collection, slug);
    };
  }
  return implementation;
}

/**
 * Puts the gate on the backends of `names` (Decap makes a backend's implementation with the config
 * it loaded, through the registry's `init`, when the CMS starts). Call before Decap has loaded its
 * config: the admin page runs this script right after Decap's own.
 */
export function gateBackends(cms: Cms, names: readonly string[], pathPrefix: string): void {
  for (const name of names) {
    const backend = cms.getBackend(name);
    if (!backend) continue;
    const { init } = backend;
    backend.init = (...args) => gatedBackend(init(...args) as Implementation, args[0] as DecapConfig, pathPrefix);
  }
}
