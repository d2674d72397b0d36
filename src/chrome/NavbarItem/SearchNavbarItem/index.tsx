import React from 'react';
import SearchButton from '../../SearchButton';

/** The search button, with its shortcuts; the dialog and index load when it is used. */
export default function SearchNavbarItem() {
  return <SearchButton />;
}
