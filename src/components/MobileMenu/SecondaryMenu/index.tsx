import React from 'react';
import { SIDEBAR_CATEGORY_ID_PREFIX } from '../../../chrome/DocSidebar/names';
import { markSidebarElement } from '../../../chrome/DocSidebar/sidebarMarks';
import type { SidebarMarks } from '../../../lib/docPageContext';
import * as styles from './styles.module.css';

/** The sidebar markup again, in the menu: its ids get a prefix of their own, so no id is on the page twice. */
const inMobileMenu = (html: string) =>
  html.replace(
    new RegExp(`(id|aria-controls)="${SIDEBAR_CATEGORY_ID_PREFIX}`, 'g'),
    `$1="menu-${SIDEBAR_CATEGORY_ID_PREFIX}`,
  );

/** The doc sidebar in the mobile menu, with the page marked in it (its link, its categories open). */
export default function SecondaryMenu({
  sidebarHtml,
  sidebarMarks,
}: {
  sidebarHtml: string;
  sidebarMarks?: SidebarMarks;
}) {
  return (
    <nav
      aria-label="Docs"
      className={styles.docs}
      ref={(nav) => {
        if (nav && sidebarMarks) markSidebarElement(nav, sidebarMarks.href, sidebarMarks.open);
      }}
      dangerouslySetInnerHTML={{ __html: inMobileMenu(sidebarHtml) }}
    />
  );
}
