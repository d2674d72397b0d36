import React from 'react';
import { useChrome } from '../../../contexts/Chrome';
import Dropdown from '../../Dropdown';
import type { NavbarItemProps } from '..';

/** A labelled list of links from the config. */
export default function DropdownNavbarItem({ item }: NavbarItemProps<'dropdown'>) {
  const { pathname } = useChrome();
  return (
    <Dropdown
      label={item.label}
      links={item.items.map((link) => ({
        label: link.label,
        href: 'to' in link ? link.to : link.href,
        current: 'to' in link && link.to === pathname,
      }))}
    />
  );
}
