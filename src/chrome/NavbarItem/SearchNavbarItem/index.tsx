import React from 'react';
import { useChrome } from '../../../contexts/Chrome';
import { docSetSlug } from '../../../lib/docs/docSets';
import { manifestFileOf } from '../../../lib/search/manifest';
import SearchButton from '../../SearchButton';

/**
 * The search button, with its shortcuts; the dialog and index load when it is used. On a page of a
 * version not at the root, it searches that version's index.
 */
export default function SearchNavbarItem() {
  const { doc, settings } = useChrome();
  const version = settings.docs.versions.find((candidate) => candidate.name === doc?.version);
  const slug = version ? docSetSlug(version) : '';
  return <SearchButton index={slug ? manifestFileOf(slug) : undefined} />;
}
