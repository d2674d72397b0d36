import React from 'react';
import type { TocItem } from '../../lib/toc';

/** Nested list of heading links, shared by the desktop TOC and the mobile collapsible. */
export default function TOCItems({ items }: { items: TocItem[] }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className="toc__link">
            {item.value}
          </a>
          {item.children.length > 0 && <TOCItems items={item.children} />}
        </li>
      ))}
    </ul>
  );
}
