import React from 'react';
import Link from '../../Link';
import { useChrome } from '../../../contexts/Chrome';
import { sidebarFirstHref } from '../../../lib/navbar';
import type { NavbarItemProps } from '..';

/** A link to the first entry of a sidebar; active while the reader is in that sidebar. */
export default function DocSidebarNavbarItem({ item }: NavbarItemProps<'docSidebar'>) {
  const { doc, sidebars } = useChrome();
  const href = sidebarFirstHref(item.sidebarId, sidebars);
  const active = doc?.sidebarId === item.sidebarId;
  return (
    <Link href={href} className={active ? 'navbar__link navbar__link--active' : 'navbar__link'}>
      {item.label}
    </Link>
  );
}
