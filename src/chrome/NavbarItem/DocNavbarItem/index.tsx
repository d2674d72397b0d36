import React from 'react';
import Link from '../../Link';
import { useChrome } from '../../../contexts/Chrome';
import { activeVersion } from '../../../lib/activeVersion';
import { docRoute } from '../../../lib/paths';
import { docLinksOf } from '../../../lib/sidebar';
import type { NavbarItemProps } from '..';

/** A link to a doc by id in the active version; active while the reader is in that doc's sidebar. */
export default function DocNavbarItem({ item }: NavbarItemProps<'doc'>) {
  const { doc, sidebars, settings } = useChrome();
  const version = activeVersion(settings.docs.versions, doc?.version);
  const active = docLinksOf(sidebars[doc?.sidebarId ?? ''] ?? []).some((link) => link.docId === item.docId);
  return (
    <Link
      href={docRoute(version.path, item.docId, version.mainDocId)}
      className={active ? 'navbar__link navbar__link--active' : 'navbar__link'}
    >
      {item.label}
    </Link>
  );
}
