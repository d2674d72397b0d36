/** The names the sidebar's markup (index.tsx, SidebarItems/), the page's marks (sidebarMarks.ts) and the layout share. */

/**
 * The ids of the categories' item lists begin with it, then the category's number: the page opens
 * a category by that id, and the mobile menu's copy of the sidebar prefixes it to keep ids unique.
 */
export const SIDEBAR_CATEGORY_ID_PREFIX = 'sidebar-category-';

/** The id of a sidebar category's items, from its number (`categoryNumbers`): how its toggle names it. */
export const sidebarCategoryId = (number: number) => `${SIDEBAR_CATEGORY_ID_PREFIX}${number}`;

/** Class names of the sidebar (styles.css, SidebarItems/styles.css); the layout frames the sidebar's HTML in `root` and `nav`. */
export const SIDEBAR_CLASSES = {
  root: 'sidebar',
  nav: 'sidebar__nav',
  list: 'sidebar__list',
  categoryLabel: 'sidebar__category-label',
  categoryRow: 'sidebar__category-row',
  categoryToggle: 'sidebar__category-toggle',
  caretToggle: 'sidebar__caret-toggle',
  caret: 'sidebar__caret',
} as const;
