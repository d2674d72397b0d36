import React from 'react';
import { useChrome } from '../../../contexts/Chrome';
import { defaultLocaleOf, localizedHref } from '../../../lib/locales';
import Dropdown from '../../Dropdown';
import { KEEP_LOCATION_ATTRIBUTE } from '../../Dropdown/names';
import { formatMessage } from '../../../lib/i18n/format';

/**
 * The site's locales, each leading to the same page in that locale. The query string and hash exist
 * only in the browser: the dropdown's behaviour adds them when it opens (data-keep-location).
 */
export default function LocaleDropdownNavbarItem() {
  const { pathname, settings, strings } = useChrome();
  const { locales, defaultLocale } = settings.i18n;
  const current = defaultLocaleOf(settings.i18n);
  return (
    <Dropdown
      label={current.label}
      ariaLabel={formatMessage(strings, 'localeDropdown.label', { language: current.label })}
      links={locales.map((locale) => ({
        label: locale.label,
        lang: locale.htmlLang,
        href: localizedHref(locale, current, defaultLocale, { pathname: pathname || '/' }),
        current: locale.code === current.code,
        data: { [KEEP_LOCATION_ATTRIBUTE]: '' },
      }))}
    />
  );
}
