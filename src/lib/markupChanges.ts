/**
 * Markup told as what it changes in a shared markup that the browser already holds: the pieces of
 * both, cut after each `>`, that differ, by number. A doc page's navbar is the site's with the
 * active link and the dropdowns' links changed (a dozen pieces of some 125), so a page's data
 * carries those, not the whole navbar again.
 */
export interface MarkupChanges {
  changed: Array<[number, string]>;
}

const piecesOf = (markup: string) => markup.split('>');

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
  return changedLength * 2 > markup.length ? markup : { changed };
}

/** The markup `part` tells: itself, or `shared` with its changes made. */
export function markupOf(shared: string, part: string | MarkupChanges): string {
  if (typeof part === 'string') return part;
  const pieces = piecesOf(shared);
  for (const [index, piece] of part.changed) pieces[index] = piece;
  return pieces.join('>');
}
