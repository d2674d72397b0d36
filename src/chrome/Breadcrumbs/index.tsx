import React from 'react';
import type { Breadcrumb } from '../../lib/sidebar';
import Link from '../Link';
import { useChrome } from '../../contexts/Chrome';

/** Where the doc sits in the docs: home, the sidebar categories holding it, and last the current page. */
export default function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { strings } = useChrome();
  if (items.length === 0) return null;
  return (
    <nav aria-label={strings['breadcrumbs.label']} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="breadcrumbs__item">
            {index === items.length - 1 ? (
              <span aria-current="page" className="breadcrumbs__current">
                {item.label}
              </span>
            ) : item.href ? (
              <Link href={item.href} className="breadcrumbs__link">
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
