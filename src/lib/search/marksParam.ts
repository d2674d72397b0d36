/** Query parameter carrying the matched words to the page a result opens. */
export const MARKS_PARAM = 'highlight';

/** Where a result leads: its page, with the matched words to mark, at its section's heading. */
export function resultHref(route: string, anchor: string, terms: readonly string[]): string {
  const query = terms.length > 0 ? `?${new URLSearchParams({ [MARKS_PARAM]: terms.join(' ') })}` : '';
  return `${route}${query}${anchor ? `#${anchor}` : ''}`;
}

/** The words to mark named by a page's query string, if any. */
export function markedTermsOf(search: string): string[] {
  return (new URLSearchParams(search).get(MARKS_PARAM) ?? '').split(/\s+/).filter(Boolean);
}

/** The same address without the marks parameter, for when the reader clears the marks. */
export function withoutMarks(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(MARKS_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
