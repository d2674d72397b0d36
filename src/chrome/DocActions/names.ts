/** The behaviour of the "Copy page as Markdown" button. */
export const COPY_PAGE_BEHAVIOUR = 'copy-page';

/** Attributes of the copy button: the Markdown it copies, and what its status line says once it has, or could not. */
export const COPY_PAGE_ATTRIBUTES = {
  source: 'data-markdown',
  copied: 'data-copied',
  failed: 'data-copy-failed',
} as const;
