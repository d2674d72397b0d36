/** The mark Gatsby's server renderer puts on the global stylesheet it copies into every page. */
const GLOBAL_CSS_IDENTITY = 'gatsby-global-css';

/** The props of a head element that this module reads. */
interface HeadElementProps {
  'data-identity'?: unknown;
  'data-href'?: unknown;
}

type HeadElement = { props?: HeadElementProps } | null | undefined;

/**
 * The address of the stylesheet file a head element holds a copy of, when it is Gatsby's inlined
 * global stylesheet (`<style data-identity="gatsby-global-css" data-href="/styles.<hash>.css">`);
 * null for any other element.
 */
export function inlinedStylesheetHref(element: HeadElement): string | null {
  const props = element?.props;
  if (props?.['data-identity'] !== GLOBAL_CSS_IDENTITY) return null;
  const href = props['data-href'];
  return typeof href === 'string' && href !== '' ? href : null;
}

/**
 * The head with each inlined global stylesheet taken out, and the addresses of their files, in
 * order, for the caller to link at the end of the head: after the head's inline scripts, which a
 * pending stylesheet before them would hold back. Elements Gatsby did not inline stay as they are.
 */
export function withoutInlinedStylesheets<Element extends HeadElement>(
  head: readonly Element[],
): { head: Element[]; stylesheets: string[] } {
  const kept: Element[] = [];
  const stylesheets: string[] = [];
  for (const element of head) {
    const href = inlinedStylesheetHref(element);
    if (href === null) kept.push(element);
    else stylesheets.push(href);
  }
  return { head: kept, stylesheets };
}
