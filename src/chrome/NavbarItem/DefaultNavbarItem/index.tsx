import React from 'react';
import Link from '../../Link';
import { useChrome } from '../../../contexts/Chrome';
import type { NavbarItemProps } from '..';

/** A plain link, internal (`to`) or external (`href`); marked while it is the current page. */
export default function DefaultNavbarItem({ item }: NavbarItemProps<'default'>) {
  const { pathname } = useChrome();
  const href = item.to ?? item.href ?? '/';
  const active = item.to !== undefined && pathname === item.to;
  return (
    <Link
      href={href}
      className={active ? 'navbar__link navbar__link--active' : 'navbar__link'}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
}
