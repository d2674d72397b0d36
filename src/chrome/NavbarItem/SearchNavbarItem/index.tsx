import React from 'react';
import { useChrome } from '../../../contexts/Chrome';
import { docSetSlug } from '../../../lib/docs/docSets';
import { routeInVersion } from '../../../lib/docs/versionLinks';
import { localeOf, localePrefix, localeSlug } from '../../../lib/locales';
import { manifestFileOf } from '../../../lib/search/manifest';
import SearchButton from '../../SearchButton';

/**
 * The search button, with its shortcuts; the dialog and index load when it is used. On a page of a
 * doc set not at the root (another version, another locale), it searches that set's index.
 */
export default function SearchNavbarItem() {
  const { doc, settings, locale: code } = useChrome();
  const locale = localeOf(settings.i18n, code);
  // The chrome's versions are the locale's (`/ar/1.0`); the set's name takes the version's own path.
  const prefix = localePrefix(settings.i18n, locale) || '/';
  const version = settings.docs.versions.find((candidate) => candidate.name === doc?.version);
  const slug = version
    ? docSetSlug({ name: version.name, path: routeInVersion(prefix, version.path) }, localeSlug(settings.i18n, locale))
    : localeSlug(settings.i18n, locale);
  return <SearchButton index={slug ? manifestFileOf(slug) : undefined} />;
}
