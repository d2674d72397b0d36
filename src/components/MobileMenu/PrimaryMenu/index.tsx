import React from 'react';
import * as styles from './styles.module.css';

/** The navbar items in the mobile menu, as the build rendered them there (dropdowns open inline). */
export default function PrimaryMenu({ navbarItemsHtml }: { navbarItemsHtml: string }) {
  return <ul className={styles.items} aria-label="Site" dangerouslySetInnerHTML={{ __html: navbarItemsHtml }} />;
}
