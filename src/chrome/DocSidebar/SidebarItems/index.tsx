import React from 'react';
import { isSidebarCategory, type SidebarCategory as Category, type SidebarEntry } from '../../../lib/sidebar';
import Link from '../../Link';
import { SIDEBAR_CLASSES } from '../names';
import SidebarCategory from './SidebarCategory';

interface Props {
  items: SidebarEntry[];
  /** Every category's number (`categoryNumbers`), which its toggle carries for the page to open it. */
  numbers: ReadonlyMap<Category, number>;
}

/**
 * The links and categories of a doc sidebar, shared by the desktop sidebar and the mobile menu.
 * Links carry no class of the site's own, a sidebar of thousands of docs being in every page's HTML;
 * an item carries the class its doc's front matter gives it (`sidebar_class_name`).
 */
export default function SidebarItems({ items, numbers }: Props) {
  return (
    <ul className={SIDEBAR_CLASSES.list}>
      {items.map((entry, index) => (
        <li key={`${index}-${entry.label}`} className={isSidebarCategory(entry) ? undefined : entry.className}>
          {isSidebarCategory(entry) ? (
            <SidebarCategory category={entry} numbers={numbers} />
          ) : (
            <Link href={entry.href}>{entry.label}</Link>
          )}
        </li>
      ))}
    </ul>
  );
}
