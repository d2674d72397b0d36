import { matchRanges } from '../../lib/search/marks';
import type { SearchText } from '../../lib/search/text';

/** Name of the CSS custom highlight that holds the marks; global.css styles `::highlight(search-term)`. */
const MARKS_NAME = 'search-term';

export interface AppliedMarks {
  /** The distinct words marked, as the page writes them. */
  words: string[];
  clear(): void;
}

/**
 * Marks the words matching `terms`, read as `text` reads them, in the text under `root` with the CSS Custom Highlight
 * API: no element is added to the page React rendered, so nothing can break its updates. Browsers
 * without the API get no marks.
 */
export function markTermsOnPage(root: HTMLElement, terms: readonly string[], text: SearchText): AppliedMarks {
  const none = { words: [], clear: () => undefined };
  if (typeof Highlight === 'undefined' || !CSS.highlights) return none;
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const { start, end } of matchRanges(node.textContent ?? '', terms, text)) {
      const range = new Range();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  if (ranges.length === 0) return none;
  CSS.highlights.set(MARKS_NAME, new Highlight(...ranges));
  const words = [...new Set(ranges.map((range) => range.toString().toLowerCase()))];
  return { words, clear: () => CSS.highlights.delete(MARKS_NAME) };
}
