import React from 'react';
import type { SidebarEntry } from '../../lib/sidebar';
import SidebarItems from '../SidebarItems';
import * as styles from './styles.module.css';

/** The desktop doc sidebar; on mobile the same links live in the navigation menu. */
export default function DocSidebar({ items, currentDocId }: { items: SidebarEntry[]; currentDocId: string }) {
  return (
    <aside className={styles.sidebar}>
      <nav aria-label="Docs sidebar" className={styles.nav}>
        <SidebarItems items={items} currentDocId={currentDocId} />
      </nav>
    </aside>
  );
}
