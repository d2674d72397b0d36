/**
 * gatsby-source-filesystem's options for the content folders. `fastHash` fingerprints a file by its
 * modification time and inode, not by the MD5 of its text. An editor that saves in place empties the
 * file, then writes it; the watcher drops a change that follows another within 5 ms, so a save can
 * reach Gatsby as the emptying alone, and hashed then, the file reads empty. Two such saves in a row
 * gave one digest, and Gatsby took the second for no change: no `onCreateNode`, so under
 * `gatsby develop` the doc kept its old text and the overlay an error already fixed. Every save
 * changes the time; the site reads the text itself, once the save is written (`inPlaceSave.ts`).
 */
export const CONTENT_SOURCE_OPTIONS = { fastHash: true } as const;
