import { withPrefix } from 'gatsby';
import React from 'react';
import type { BrowseLink } from '../../lib/search/manifest';
import * as styles from './styles.module.css';
import { messageParts } from '../../lib/i18n/format';
import type { LazyStrings } from '../../lib/i18n/lazyStrings';

/** What the dialog shows when nothing matches: the words tried and the sidebar's pages. */
export default function NoResults({
  strings,
  input,
  browse,
  onOpen,
}: {
  strings: LazyStrings;
  input: string;
  browse: readonly BrowseLink[];
  onOpen: () => void;
}) {
  return (
    <div className={styles.noResults}>
      <p className={styles.noResultsTitle}>
        {messageParts(strings, 'search.noResults', { input: <strong key="input">{input.trim()}</strong> })}
      </p>
      <p>{strings['search.noResultsHint']}</p>
      <ul className={styles.browse}>
        {browse.map((link) => (
          <li key={link.href}>
            <a href={withPrefix(link.href)} onClick={onOpen}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
