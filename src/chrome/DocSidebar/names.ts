/** The names the sidebar's markup (index.tsx, SidebarItems/), the page's marks (sidebarMarks.ts) and the layout share. */

/**
 * The ids of the categories' item lists begin with it, then the category's number: the page opens
 * a category by that id, and the mobile menu's copy of the sidebar prefixes it to keep ids unique.
 */
export const SIDEBAR_CATEGORY_ID_PREFIX = 'sidebar-category-';

/** The id of a sidebar category's items, from its number (`categoryNumbers`): how its toggle names it. */
export const sidebarCategoryId = (number: number) => `${SIDEBAR_CATEGORY_ID_PREFIX}${number}`;

/**
 * Class names of the frame the layout puts the sidebar's HTML in (styles.css). Apart from the
 * others, which only the build's markup writes, so the browser's first load holds just these two.
 */
export const SIDEBAR_FRAME_CLASSES = { root: 'sidebar', nav: 'sidebar__nav' } as const;

/** Class names of the sidebar's lists and categories (SidebarItems/styles.css). */
export const SIDEBAR_CLASSES = {
  list: 'sidebar__list',
  categoryLabel: 'sidebar__category-label',
  categoryRow: 'sidebar__category-row',
  categoryToggle: 'sidebar__category-toggle',
  caretToggle: 'sidebar__caret-toggle',
  caret: 'sidebar__caret',
} as const;
