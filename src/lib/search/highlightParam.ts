/** Query parameter carrying the matched words to the page a result opens. */
export const HIGHLIGHT_PARAM = 'highlight';

/** Where a result leads: its page, with the matched words to highlight, at its section's heading. */
export function resultHref(route: string, anchor: string, terms: readonly string[]): string {
  const query = terms.length > 0 ? `?${new URLSearchParams({ [HIGHLIGHT_PARAM]: terms.join(' ') })}` : '';
  return `${route}${query}${anchor ? `#${anchor}` : ''}`;
}

/** The words to highlight named by a page's query string, if any. */
export function highlightTermsOf(search: string): string[] {
  return (new URLSearchParams(search).get(HIGHLIGHT_PARAM) ?? '').split(/\s+/).filter(Boolean);
}

/** The same address without the highlight parameter, for when the reader clears it. */
export function withoutHighlight(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(HIGHLIGHT_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
