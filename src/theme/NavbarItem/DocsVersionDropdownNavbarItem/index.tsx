import React from 'react';
import siteConfig from '../../../config/site.config';
import { useActivePage } from '../../../contexts/ActivePage';
import { currentVersionOf, versionHref } from '../../../lib/versions';
import Dropdown from '../../Dropdown';

/** The docs versions, each leading to the current doc in that version (spec section 2). */
export default function DocsVersionDropdownNavbarItem() {
  const { doc } = useActivePage();
  const { versions } = siteConfig.docs;
  const active = versions.find((version) => version.name === doc?.version.name) ?? currentVersionOf(versions);
  return (
    <Dropdown
      label={active.label}
      ariaLabel={`Docs version: ${active.label}`}
      links={versions.map((version) => ({
        label: version.label,
        href: versionHref(version, version.name === doc?.version.name ? doc.version.docs : [], doc?.id),
        current: version.name === active.name,
      }))}
    />
  );
}
