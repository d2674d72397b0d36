/** The names the sidebar's markup (index.tsx, SidebarItems/), the page's marks (sidebarMarks.ts), its behaviour and the layout share. */

/**
 * The ids of the categories' item lists begin with it, then the category's number: the page opens
 * a category by that id, and the mobile menu's copy of the sidebar prefixes it to keep ids unique.
 * Short, as a page may hold a line per category of a large sidebar's top level; the colon, which
 * no heading's slug holds, keeps it apart from the ids of a doc's headings.
 */
export const SIDEBAR_CATEGORY_ID_PREFIX = 'sb:';

/** The id of a sidebar category's items, from its number (`categoryNumbers`): how its toggle names it. */
export const sidebarCategoryId = (number: number) => `${SIDEBAR_CATEGORY_ID_PREFIX}${number}`;

/** Attribute of a copy of the sidebar naming the prefix of its category ids, for filling it when it starts empty. */
export const SIDEBAR_ID_PREFIX_ATTRIBUTE = 'data-id-prefix';

/** The prefix of the mobile menu's copy of the sidebar. */
export const MOBILE_MENU_ID_PREFIX = 'menu-';

/** The behaviour of a sidebar's frame: its toggles open and close categories, filling empty ones (behaviour.ts). */
export const SIDEBAR_BEHAVIOUR = 'sidebar';

/** Attribute of a sidebar's frame naming its file (`SiteChrome.sidebars`), which fills its empty categories. */
export const SIDEBAR_FILE_ATTRIBUTE = 'data-sidebar-file';

/**
 * Class names of the frame the layout puts the sidebar's HTML in (styles.css). Apart from the
 * others, which only the build's markup writes, so the browser's first load holds just these two.
 */
export const SIDEBAR_FRAME_CLASSES = { root: 'sidebar', nav: 'sidebar__nav' } as const;

/**
 * Class names of the sidebar's lists and labels (SidebarItems/styles.css). Links and the toggles
 * beside them carry none: a page may hold a line per category of a large sidebar's top level.
 */
export const SIDEBAR_CLASSES = {
  list: 'sidebar__list',
  categoryLabel: 'sidebar__category-label',
  categoryToggle: 'sidebar__category-toggle',
  caret: 'sidebar__caret',
} as const;
