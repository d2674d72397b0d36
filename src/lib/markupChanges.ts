/**
 * Markup told as what it changes in a shared markup that the browser already holds: the pieces of
 * both, cut after each `>`, that differ, by number. A doc page's navbar is the site's with the
 * active link and the dropdowns' links changed (three pieces of some 125), so a page's data
 * carries those, not the whole navbar again.
 */
export interface MarkupChanges {
  /** The length of the shared markup the changes were made against. */
  of: number;
  changed: Array<[number, string]>;
}

/**
 * `markup` as its changes to `shared`, or `markup` itself where changes would not be much smaller:
 * where the two differ in their number of pieces, or in more than half of their text.
 */
export function changesFrom(shared: string, markup: string): string | MarkupChanges {
  const sharedPieces = shared.split('>');
  const pieces = markup.split('>');
  if (pieces.length !== sharedPieces.length) return markup;
  const changed: Array<[number, string]> = [];
  let changedLength = 0;
  pieces.forEach((piece, index) => {
    if (piece === sharedPieces[index]) return;
    changed.push([index, piece]);
    changedLength += piece.length;
  });
  return changedLength * 2 > markup.length ? markup : { of: shared.length, changed };
}

/**
 * The markup `part` tells: itself, or `shared` with its changes made. Changes made against other
 * shared markup (a page of a newer deployment, read by a visit that loaded the shared parts from an
 * older one) would mix pieces of both: where the lengths differ, `shared` is shown as it is, as the
 * visit shows the rest of the shared chrome it loaded. Its length, not a digest: the check runs in
 * every first load, whose budget a digest's code would break (`e2e/budget.spec.ts`).
 */
export function markupOf(shared: string, part: string | MarkupChanges): string {
  if (typeof part === 'string') return part;
  if (part.of !== shared.length) return shared;
  const pieces = shared.split('>');
  for (const [index, piece] of part.changed) pieces[index] = piece;
  return pieces.join('>');
}
