import React from 'react';
import Link from '../../Link';
import { useActivePage } from '../../../contexts/ActivePage';
import { useDocSidebars } from '../../../contexts/useDocSidebars';
import { sidebarFirstHref } from '../../../lib/navbar';
import type { NavbarItemProps } from '..';
import * as styles from '../styles.module.css';

/** A link to the first entry of a sidebar; active while the reader is in that sidebar. */
export default function DocSidebarNavbarItem({ item }: NavbarItemProps<'docSidebar'>) {
  const { doc } = useActivePage();
  const href = sidebarFirstHref(item.sidebarId, useDocSidebars());
  const active = doc?.sidebarId === item.sidebarId;
  return (
    <Link href={href} className={active ? `${styles.link} ${styles.active}` : styles.link}>
      {item.label}
    </Link>
  );
}
