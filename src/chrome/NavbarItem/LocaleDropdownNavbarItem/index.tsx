import React from 'react';
import { useChrome } from '../../../contexts/Chrome';
import { localeOf, localizedHref } from '../../../lib/locales';
import Dropdown from '../../Dropdown';
import { KEEP_LOCATION_ATTRIBUTE } from '../../Dropdown/names';
import { formatMessage } from '../../../lib/i18n/format';

/**
 * The site's locales, each leading to the same page in that locale (every doc has a page in every
 * locale: a translation, or the original marked untranslated), or where the page says for a locale
 * that lacks it (`localeRoutes`: a tag's page leads to the locale's tags). The query string and hash exist only
 * in the browser: the dropdown's behaviour adds them when it opens (data-keep-location). Each link
 * loads a whole page: the page's language, direction and labels come with its HTML.
 */
export default function LocaleDropdownNavbarItem() {
  const { pathname, settings, strings, locale, localeRoutes } = useChrome();
  const { locales, defaultLocale } = settings.i18n;
  const current = localeOf(settings.i18n, locale);
  return (
    <Dropdown
      label={current.label}
      ariaLabel={formatMessage(strings, 'localeDropdown.label', { language: current.label })}
      links={locales.map((target) => ({
        label: target.label,
        lang: target.htmlLang,
        href:
          localeRoutes?.[target.code] ?? localizedHref(target, current, defaultLocale, { pathname: pathname || '/' }),
        current: target.code === current.code,
        ...(target.code === current.code ? {} : { target: '_self' as const }),
        data: { [KEEP_LOCATION_ATTRIBUTE]: '' },
      }))}
    />
  );
}
