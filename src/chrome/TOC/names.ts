/** The names the table of contents' markup (index.tsx, TOCItems/, TOCCollapsible/) and its registry entry share. */

/** The attribute marking the table of contents, whose active-heading behaviour starts with the first scroll. */
export const TOC_ATTRIBUTE = 'data-toc';

export const TOC_SELECTOR = `[${TOC_ATTRIBUTE}]` as const;

/** Class names of the desktop table of contents and of its links (styles.css, TOCItems/styles.css). */
export const TOC_CLASSES = {
  root: 'toc',
  heading: 'toc__heading',
  list: 'toc__list',
  link: 'toc__link',
} as const;

/** Class names of the mobile table of contents, collapsed at the top of the doc (TOCCollapsible/styles.css). */
export const TOC_MOBILE_CLASSES = {
  root: 'toc-mobile',
  toggle: 'toc-mobile__toggle',
  caret: 'toc-mobile__caret',
  content: 'toc-mobile__content',
} as const;
