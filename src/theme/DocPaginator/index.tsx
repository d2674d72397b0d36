import React from 'react';
import type { SidebarLink } from '../../lib/sidebar';
import Link from '../Link';
import * as styles from './styles.module.css';

/** Links to the previous and next docs of the sidebar, under the doc. */
export default function DocPaginator({ previous, next }: { previous?: SidebarLink; next?: SidebarLink }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.paginator}>
      {previous && (
        <Link href={previous.href} className={styles.link} rel="prev">
          <span className={styles.sublabel}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      )}
      {next && (
        <Link href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sublabel}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
