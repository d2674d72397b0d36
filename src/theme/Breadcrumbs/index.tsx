import React from 'react';
import type { Breadcrumb } from '../../lib/sidebar';
import Link from '../Link';
import * as styles from './styles.module.css';

/** Where the doc sits in the docs; the last crumb is the current page. */
export default function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.href} className={styles.item}>
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            </li>
          ) : (
            <li key={item.href} className={styles.item}>
              <Link href={item.href} className={styles.link}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
