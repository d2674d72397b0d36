/** The behaviour of the skip link, which moves focus to the page's main content. */
export const SKIP_LINK_BEHAVIOUR = 'skip-link';
