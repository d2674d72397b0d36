import React, { useState } from 'react';
import { behaviourAttribute } from '../../../chrome/behaviourAttribute';
import { showPageSidebar, withIdPrefix } from '../../../chrome/DocSidebar/fillSidebar';
import {
  MOBILE_MENU_ID_PREFIX,
  SIDEBAR_BEHAVIOUR,
  SIDEBAR_FILE_ATTRIBUTE,
  SIDEBAR_ID_PREFIX_ATTRIBUTE,
} from '../../../chrome/DocSidebar/names';
import type { MenuSidebar } from '../menuSidebar';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../../browser/lazyUiStrings';

/**
 * The doc sidebar in the mobile menu: a copy of the page's sidebar as it is now (its filled
 * categories, the reader's toggles), its ids prefixed so no id is on the page twice, the page
 * marked in it. What it lacks (the page's sidebar had not been filled yet) comes from the file.
 */
export default function SecondaryMenu({ sidebar }: { sidebar: MenuSidebar }) {
  const [html] = useState(() => withIdPrefix(sidebar.source.current?.innerHTML ?? '', MOBILE_MENU_ID_PREFIX));
  const { url, marks } = sidebar;
  return (
    <nav
      aria-label={lazyUiStrings()['mobileMenu.docsItems']}
      className={styles.docs}
      {...behaviourAttribute(SIDEBAR_BEHAVIOUR)}
      {...{ [SIDEBAR_FILE_ATTRIBUTE]: url, [SIDEBAR_ID_PREFIX_ATTRIBUTE]: MOBILE_MENU_ID_PREFIX }}
      ref={(nav) => {
        if (nav) showPageSidebar(nav, { top: sidebar.top, lists: marks.lists }, marks.href, marks.open);
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
