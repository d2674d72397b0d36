import React from 'react';
import { useChrome } from '../../../contexts/Chrome';
import { activeVersion } from '../../../lib/activeVersion';
import { preferredVersionStorageKey } from '../../../lib/preferredVersion';
import { mainDocRoute } from '../../../lib/versions';
import { REMEMBER_ATTRIBUTE, REMEMBER_VALUE_ATTRIBUTE } from '../../../browser/rememberedChoices';
import Dropdown from '../../Dropdown';
import { formatMessage } from '../../../lib/i18n/format';

/**
 * The docs versions, each leading to the current doc in that version; the version chosen is
 * remembered in the reader's browser (src/chrome/Dropdown/behaviour.ts reads the data attributes).
 */
export default function DocsVersionDropdownNavbarItem() {
  const { doc, settings, strings } = useChrome();
  const { versions, pluginId } = settings.docs;
  const active = activeVersion(versions, doc?.version);
  return (
    <Dropdown
      label={active.label}
      ariaLabel={formatMessage(strings, 'versionDropdown.label', { version: active.label })}
      links={versions.map((version) => ({
        label: version.label,
        href: doc?.versionRoutes[version.name] ?? mainDocRoute(version),
        current: version.name === active.name,
        data: { [REMEMBER_ATTRIBUTE]: preferredVersionStorageKey(pluginId), [REMEMBER_VALUE_ATTRIBUTE]: version.name },
      }))}
    />
  );
}
