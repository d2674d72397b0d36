import React from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../config/navigationSchema';
import NavbarItem from '.';

interface Props {
  items: readonly NavbarItemConfig[];
  /** Class of an item's list entry, such as the one that keeps it in the mobile bar. */
  entryClassName?: (item: NavbarItemConfig) => string | undefined;
}

/** Navbar items as list entries. */
export default function NavbarItemEntries({ items, entryClassName }: Props) {
  return (
    <>
      {items.map((item, index) => (
        <li key={index} className={entryClassName?.(item)}>
          <NavbarItem item={item} />
        </li>
      ))}
    </>
  );
}
