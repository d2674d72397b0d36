import React from 'react';
import Link from '../../Link';
import { useActivePage } from '../../../contexts/ActivePage';
import { useActiveVersion } from '../../../contexts/PreferredVersion';
import { useDocSidebars } from '../../../contexts/useDocSidebars';
import { docRoute } from '../../../lib/paths';
import { docLinksOf } from '../../../lib/sidebar';
import type { NavbarItemProps } from '..';
import * as styles from '../styles.module.css';

/** A link to a doc by id in the active version; active while the reader is in that doc's sidebar. */
export default function DocNavbarItem({ item }: NavbarItemProps<'doc'>) {
  const { doc } = useActivePage();
  const version = useActiveVersion();
  const sidebar = useDocSidebars()[doc?.sidebarId ?? ''] ?? [];
  const active = docLinksOf(sidebar).some((link) => link.docId === item.docId);
  return (
    <Link
      href={docRoute(version.path, item.docId, version.mainDocId)}
      className={active ? `${styles.link} ${styles.active}` : styles.link}
    >
      {item.label}
    </Link>
  );
}
