/**
 * Markup told as what it changes in a shared markup that the browser already holds: the pieces of
 * both, cut after each `>`, that differ, by number. A doc page's navbar is the site's with the
 * active link and the dropdowns' links changed (three pieces of some 125), so a page's data
 * carries those, not the whole navbar again.
 */
export interface MarkupChanges {
  /** The digest of the shared markup the changes were made against (`markupDigest`). */
  of: string;
  changed: Array<[number, string]>;
}

const piecesOf = (markup: string) => markup.split('>');

let lastDigested: { markup: string; digest: string } | undefined;

/**
 * A short digest of `markup` (FNV-1a, 32 bits): what tells a page's changes from those made against
 * another deployment's shared markup. The last one is kept, since every page asks for the same.
 */
export function markupDigest(markup: string): string {
  if (lastDigested?.markup === markup) return lastDigested.digest;
  let hash = 0x811c9dc5;
  for (let index = 0; index < markup.length; index++) {
    hash = Math.imul(hash ^ markup.charCodeAt(index), 0x01000193);
  }
  const digest = (hash >>> 0).toString(36);
  lastDigested = { markup, digest };
  return digest;
}

/**
 * `markup` as its changes to `shared`, or `markup` itself where changes would not be much smaller:
 * where the two differ in their number of pieces, or in more than half of their text.
 */
export function changesFrom(shared: string, markup: string): string | MarkupChanges {
  const sharedPieces = piecesOf(shared);
  const pieces = piecesOf(markup);
  if (pieces.length !== sharedPieces.length) return markup;
  const changed: Array<[number, string]> = [];
  let changedLength = 0;
  pieces.forEach((piece, index) => {
    if (piece === sharedPieces[index]) return;
    changed.push([index, piece]);
    changedLength += piece.length;
  });
  return changedLength * 2 > markup.length ? markup : { of: markupDigest(shared), changed };
}

/**
 * The markup `part` tells: itself, or `shared` with its changes made. Changes made against other
 * shared markup (a page of a newer deployment, read by a visit that loaded the shared parts from an
 * older one) would mix pieces of both: `shared` is shown as it is then, as the visit shows the rest
 * of the shared chrome it loaded.
 */
export function markupOf(shared: string, part: string | MarkupChanges): string {
  if (typeof part === 'string') return part;
  if (part.of !== markupDigest(shared)) return shared;
  const pieces = piecesOf(shared);
  for (const [index, piece] of part.changed) pieces[index] = piece;
  return pieces.join('>');
}
