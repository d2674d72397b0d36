import { withPrefix } from 'gatsby';
import React from 'react';
import type { BrowseLink } from '../../lib/search/manifest';
import * as styles from './styles.module.css';

/** What the dialog shows when nothing matches: the words tried and the sidebar's pages. */
export default function NoResults({
  input,
  browse,
  onOpen,
}: {
  input: string;
  browse: readonly BrowseLink[];
  onOpen: () => void;
}) {
  return (
    <div className={styles.noResults}>
      <p className={styles.noResultsTitle}>
        No results for “<strong>{input.trim()}</strong>”.
      </p>
      <p>Check the spelling or try fewer words, or open one of the pages:</p>
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
