import React from 'react';
import type { Breadcrumb } from '../../lib/sidebar';
import Link from '../Link';
import * as styles from './styles.module.css';

/** Where the doc sits in the docs: home, the sidebar categories holding it, and last the current page. */
export default function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            ) : item.href ? (
              <Link href={item.href} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              item.label
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
