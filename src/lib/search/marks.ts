import { ENGLISH, type SearchText } from './text';

/** A piece of text, marked when it is a word the search matched. */
export interface Segment {
  text: string;
  marked: boolean;
}

/** Where the words matching `terms` (normalized, as the index holds them) are in `text`, read as `language` reads it. */
export function matchRanges(
  text: string,
  terms: readonly string[],
  language: SearchText = ENGLISH,
): Array<{ start: number; end: number }> {
  // The index's terms as they are, and normalized (a term from an address may not be): a language's
  // folding need not give its own terms back unchanged (Arabic takes the article off again).
  const wanted = new Set([...terms, ...terms.map(language.normalizeTerm)]);
  return language
    .wordSpans(text)
    .filter((span) => wanted.has(span.term))
    .map(({ start, end }) => ({ start, end }));
}

/** Cuts `text` into segments, marking the words that match `terms`. */
export function markTerms(text: string, terms: readonly string[], language: SearchText = ENGLISH): Segment[] {
  const segments: Segment[] = [];
  let position = 0;
  for (const { start, end } of matchRanges(text, terms, language)) {
    if (end <= position) continue;
    const last = segments.at(-1);
    // Pairs of characters (an unspaced script without Intl.Segmenter) overlap: the mark goes on.
    if (start < position && last?.marked) last.text += text.slice(position, end);
    else {
      if (start > position) segments.push({ text: text.slice(position, start), marked: false });
      segments.push({ text: text.slice(start, end), marked: true });
    }
    position = end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), marked: false });
  return segments;
}

/** Characters of context shown before the first match, and the excerpt's length. */
const CONTEXT_BEFORE = 40;
const EXCERPT_LENGTH = 160;

/**
 * A short window of `text` around its first matching word, cut at word boundaries, with an
 * ellipsis where text was cut, and the matching words marked. Starts at the beginning of the
 * text when no word matches (the match was in the title or heading).
 */
export function excerpt(text: string, terms: readonly string[], language: SearchText = ENGLISH): Segment[] {
  const first = matchRanges(text, terms, language)[0];
  const earliest = first ? Math.max(0, first.start - CONTEXT_BEFORE) : 0;
  // Start after a space, so no word is cut, but never past the match itself.
  const start = first && earliest > 0 ? Math.min(first.start, text.indexOf(' ', earliest) + 1 || earliest) : 0;
  const latest = start + EXCERPT_LENGTH;
  const lastSpace = text.lastIndexOf(' ', latest);
  const end = latest >= text.length ? text.length : lastSpace > start ? lastSpace : latest;
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return markTerms(window, terms, language);
}
