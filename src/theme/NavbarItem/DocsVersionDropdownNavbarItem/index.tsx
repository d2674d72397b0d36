import React from 'react';
import siteConfig from '../../../config/site.config';
import { useActivePage } from '../../../contexts/ActivePage';
import { useActiveVersion, usePreferredVersion } from '../../../contexts/PreferredVersion';
import { mainDocRoute } from '../../../lib/versions';
import Dropdown from '../../Dropdown';

/** The docs versions, each leading to the current doc in that version; the choice is remembered (spec section 4). */
export default function DocsVersionDropdownNavbarItem() {
  const { doc } = useActivePage();
  const active = useActiveVersion();
  const { savePreferred } = usePreferredVersion();
  const { versions } = siteConfig.docs;
  return (
    <Dropdown
      label={active.label}
      ariaLabel={`Docs version: ${active.label}`}
      onChoose={(link) => savePreferred(link.key)}
      links={versions.map((version) => ({
        key: version.name,
        label: version.label,
        href: doc?.versionRoutes[version.name] ?? mainDocRoute(version),
        current: version.name === active.name,
      }))}
    />
  );
}
