import { matchRanges } from '../../lib/search/highlight';

/** Name of the CSS custom highlight; global.css styles `::highlight(search-term)`. */
const HIGHLIGHT_NAME = 'search-term';

export interface AppliedHighlight {
  /** The distinct words highlighted, as the page writes them. */
  words: string[];
  clear(): void;
}

/**
 * Highlights the words matching `terms` in the text under `root` with the CSS Custom Highlight
 * API: no element is added to the page React rendered, so nothing can break its updates. Browsers
 * without the API get no highlight.
 */
export function highlightTerms(root: HTMLElement, terms: readonly string[]): AppliedHighlight {
  const none = { words: [], clear: () => undefined };
  if (typeof Highlight === 'undefined' || !CSS.highlights) return none;
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const { start, end } of matchRanges(node.textContent ?? '', terms)) {
      const range = new Range();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  if (ranges.length === 0) return none;
  CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges));
  const words = [...new Set(ranges.map((range) => range.toString().toLowerCase()))];
  return { words, clear: () => CSS.highlights.delete(HIGHLIGHT_NAME) };
}
