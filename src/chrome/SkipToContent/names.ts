/** The behaviour of the skip link, which moves focus to the page's main content (./mainContent.ts). */
export const SKIP_LINK_BEHAVIOUR = 'skip-link';
