import React from 'react';
import Link from '../../Link';
import { useActivePage } from '../../../contexts/ActivePage';
import type { NavbarItemProps } from '..';
import * as styles from '../styles.module.css';

/** A plain link, internal (`to`) or external (`href`). */
export default function DefaultNavbarItem({ item }: NavbarItemProps<'default'>) {
  const { pathname } = useActivePage();
  const href = item.to ?? item.href ?? '/';
  const active = item.to !== undefined && pathname === item.to;
  return (
    <Link
      href={href}
      className={active ? `${styles.link} ${styles.active}` : styles.link}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
}
