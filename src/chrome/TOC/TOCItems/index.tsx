import React from 'react';
import { TOC_CLASSES } from '../names';
import type { TocItem } from '../toc';

/** Nested list of heading links, shared by the desktop TOC and the mobile collapsible. */
export default function TOCItems({ items }: { items: TocItem[] }) {
  return (
    <ul className={TOC_CLASSES.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={TOC_CLASSES.link}>
            {item.value}
          </a>
          {item.children.length > 0 && <TOCItems items={item.children} />}
        </li>
      ))}
    </ul>
  );
}
