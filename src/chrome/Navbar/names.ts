import { BEHAVIOUR_ATTRIBUTE } from '../../browser/behaviours/markup';

// The names the navbar's markup and its behaviours share.

/** The behaviour of the menu button (phones), which opens the mobile menu. */
export const MOBILE_MENU_BEHAVIOUR = 'mobile-menu';

/** The menu button, for the mobile menu it opens (which gives focus back to it). */
export const MOBILE_MENU_BUTTON = `[${BEHAVIOUR_ATTRIBUTE}="${MOBILE_MENU_BEHAVIOUR}"]`;

/** On the navbar when it hides as the reader scrolls down (navbar.yml `hideOnScroll`). */
export const HIDE_ON_SCROLL_ATTRIBUTE = 'data-hide-on-scroll';

export const HIDE_ON_SCROLL_SELECTOR = `[${HIDE_ON_SCROLL_ATTRIBUTE}]` as const;
