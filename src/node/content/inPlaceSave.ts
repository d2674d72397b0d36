/**
 * How long a content file may read empty before it counts as empty. An editor that saves in place
 * (VS Code, nano, Node's `fs.writeFile`) empties the file, then writes it; `gatsby develop`'s
 * watcher can report the change in between, and a read then finds nothing. Reported, that empty file
 * was a false error; worse, the watcher drops a second change that follows within 5 ms, so the
 * written text could go unread and the error stay until the next save.
 */
export const IN_PLACE_SAVE_WAIT_MS = 2_000;
const STEP_MS = 25;

/**
 * Reads with `read` until `emptied` says the result is no longer that of a file mid-save, for at
 * most `waitMs`; returns the last result, so a file left empty is reported as such. A file with
 * text is read once: only an emptied one costs any wait, and calls `onEmptied` before it.
 */
export async function afterInPlaceSave<T>(
  read: () => T | Promise<T>,
  emptied: (result: T) => boolean,
  { waitMs = IN_PLACE_SAVE_WAIT_MS, onEmptied }: { waitMs?: number; onEmptied?: () => void } = {},
): Promise<T> {
  const start = Date.now();
  let result = await read();
  if (emptied(result)) onEmptied?.();
  while (emptied(result) && Date.now() - start < waitMs) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    result = await read();
  }
  return result;
}

/**
 * A content file's text, once an in-place save that emptied it has written it. `read` must read the
 * file each time: Gatsby's `loadNodeContent` keeps the first text it read on the node.
 */
export const savedText = (
  read: () => string | Promise<string>,
  options?: { waitMs?: number; onEmptied?: () => void },
): Promise<string> => afterInPlaceSave(read, (text) => text === '', options);
