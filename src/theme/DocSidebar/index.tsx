import React from 'react';
import type { SidebarLink } from '../../lib/sidebar';
import SidebarLinks from '../SidebarLinks';
import * as styles from './styles.module.css';

/** The desktop doc sidebar; on mobile the same links live in the navigation menu. */
export default function DocSidebar({ links, currentDocId }: { links: SidebarLink[]; currentDocId: string }) {
  return (
    <aside className={styles.sidebar}>
      <nav aria-label="Docs sidebar" className={styles.nav}>
        <SidebarLinks links={links} currentDocId={currentDocId} />
      </nav>
    </aside>
  );
}
