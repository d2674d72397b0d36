import React from 'react';
import Link from '../../Link';
import { useChrome } from '../../../contexts/Chrome';
import { activeVersion } from '../../../lib/activeVersion';
import { mainDocRoute } from '../../../lib/versions';
import type { NavbarItemProps } from '..';

/** A link to the main doc of a version, labelled with the version unless the config says otherwise. */
export default function DocsVersionNavbarItem({ item }: NavbarItemProps<'docsVersion'>) {
  const { doc, settings } = useChrome();
  const { versions } = settings.docs;
  const version =
    versions.find((candidate) => candidate.name === item.version) ?? activeVersion(versions, doc?.version);
  return (
    <Link href={mainDocRoute(version)} className="navbar__link">
      {item.label ?? version.label}
    </Link>
  );
}
