import type { BehaviourRegistry } from '../browser/behaviours';
import type { ISLAND_BEHAVIOUR } from '../lib/islands';
import { colorModeBehaviour } from './ColorModeToggle/behaviour';
import { COLOR_MODE_BEHAVIOUR } from './ColorModeToggle/names';
import type * as lazy from './lazyBehaviours';
import { mobileMenuBehaviour } from './Navbar/behaviour';
import { HIDE_ON_SCROLL_SELECTOR, MOBILE_MENU_BEHAVIOUR } from './Navbar/names';
import { searchBehaviour } from './SearchButton/behaviour';
import { SEARCH_BEHAVIOUR } from './SearchButton/names';
import { TOC_SELECTOR } from './TOC/names';

/** Small behaviours every page may need at its first click: part of the first load. */
const eager = {
  [COLOR_MODE_BEHAVIOUR]: colorModeBehaviour,
  [MOBILE_MENU_BEHAVIOUR]: mobileMenuBehaviour,
  [SEARCH_BEHAVIOUR]: searchBehaviour,
} satisfies BehaviourRegistry['eager'];

/** The element each scroll-started behaviour serves: the page's part exports its selector. */
const scrollStarted: Record<keyof typeof lazy.onScroll, string> = {
  hideOnScroll: HIDE_ON_SCROLL_SELECTOR,
  activeHeading: TOC_SELECTOR,
};

/**
 * The behaviours of the page's parts, for the dispatcher (src/browser/behaviours): the eager ones in
 * the first load, the others in the "behaviours" chunk (./lazyBehaviours.ts).
 */
export const siteBehaviours: BehaviourRegistry = {
  eager,
  loadLazy: () => import(/* webpackChunkName: "behaviours" */ './lazyBehaviours'),
  scrollStarted,
};

/** Every name the markup may give an element's behaviour: a key of the registry, or the islands' (registered by the entry). */
export type BehaviourName = keyof typeof eager | keyof typeof lazy.behaviours | typeof ISLAND_BEHAVIOUR;
