import React from 'react';
import Link from '../../Link';
import { useChrome } from '../../../contexts/Chrome';
import { activeVersion } from '../../../lib/activeVersion';
import { docLinksOf } from '../../../lib/sidebar';
import { navbarDocRoute } from '../../../lib/versions';
import type { NavbarItemProps } from '..';

/** A link to a doc by id in the active version (or the latest, which has it); active while the reader is in that doc's sidebar. */
export default function DocNavbarItem({ item }: NavbarItemProps<'doc'>) {
  const { doc, sidebars, settings, docIdsOf } = useChrome();
  const { versions } = settings.docs;
  const active = docLinksOf(sidebars[doc?.sidebarId ?? ''] ?? []).some((link) => link.docId === item.docId);
  return (
    <Link
      href={navbarDocRoute(item.docId, versions, activeVersion(versions, doc?.version), docIdsOf)}
      className={active ? 'navbar__link navbar__link--active' : 'navbar__link'}
    >
      {item.label}
    </Link>
  );
}
