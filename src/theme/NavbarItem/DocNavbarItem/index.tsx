import React from 'react';
import Link from '../../Link';
import { useActivePage } from '../../../contexts/ActivePage';
import { useActiveVersion } from '../../../contexts/PreferredVersion';
import { docRoute } from '../../../lib/paths';
import { leavesOf, type SidebarLink } from '../../../lib/sidebar';
import type { NavbarItemProps } from '..';
import * as styles from '../styles.module.css';

/** A link to a doc by id in the active version; active while the reader is in that doc's sidebar. */
export default function DocNavbarItem({ item }: NavbarItemProps<'doc'>) {
  const { doc } = useActivePage();
  const version = useActiveVersion();
  const active = doc ? leavesOf<SidebarLink>(doc.sidebar).some((link) => link.docId === item.docId) : false;
  return (
    <Link
      href={docRoute(version.path, item.docId, version.mainDocId)}
      className={active ? `${styles.link} ${styles.active}` : styles.link}
    >
      {item.label}
    </Link>
  );
}
