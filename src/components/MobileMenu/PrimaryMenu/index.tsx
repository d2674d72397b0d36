import React from 'react';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../../browser/lazyUiStrings';

/** The navbar items in the mobile menu, as the build rendered them there (dropdowns open inline). */
export default function PrimaryMenu({ navbarItemsHtml }: { navbarItemsHtml: string }) {
  return (
    <ul
      className={styles.items}
      aria-label={lazyUiStrings()['mobileMenu.siteItems']}
      dangerouslySetInnerHTML={{ __html: navbarItemsHtml }}
    />
  );
}
