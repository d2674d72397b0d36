import React, { useEffect, useState } from 'react';
import siteConfig from '../../../config/site.config';
import { useActivePage } from '../../../contexts/ActivePage';
import { defaultLocaleOf, localizedHref } from '../../../lib/locales';
import Dropdown from '../../Dropdown';

/** The site's locales, each leading to the same page in that locale with query and hash kept. */
export default function LocaleDropdownNavbarItem() {
  const { pathname } = useActivePage();
  // Query and hash exist only in the browser; server HTML links to the bare path.
  const [suffix, setSuffix] = useState({ search: '', hash: '' });
  useEffect(() => {
    const update = () => setSuffix({ search: window.location.search, hash: window.location.hash });
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [pathname]);

  const { locales, defaultLocale } = siteConfig.i18n;
  const current = defaultLocaleOf(siteConfig.i18n);
  return (
    <Dropdown
      label={current.label}
      ariaLabel={`Language: ${current.label}`}
      links={locales.map((locale) => ({
        label: locale.label,
        lang: locale.htmlLang,
        href: localizedHref(locale, current, defaultLocale, { pathname, ...suffix }),
        current: locale.code === current.code,
      }))}
    />
  );
}
