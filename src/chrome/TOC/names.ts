/** The attribute marking the table of contents, whose active-heading behaviour starts with the first scroll. */
export const TOC_ATTRIBUTE = 'data-toc';

export const TOC_SELECTOR = `[${TOC_ATTRIBUTE}]` as const;
