import React from 'react';
import Link from '../../Link';
import { useChrome } from '../../../contexts/Chrome';
import { leavesLocale, localeOf } from '../../../lib/locales';
import type { NavbarItemProps } from '..';

/**
 * A plain link, internal (`to`) or external (`href`); marked while it is the current page. A site
 * path the page's locale does not have is loaded whole, as the footer's (`leavesLocale`).
 */
export default function DefaultNavbarItem({ item }: NavbarItemProps<'default'>) {
  const { pathname, settings, locale } = useChrome();
  const href = item.to ?? item.href ?? '/';
  const active = item.to !== undefined && pathname === item.to;
  const leaves = item.to !== undefined && leavesLocale(settings.i18n, localeOf(settings.i18n, locale), item.to);
  return (
    <Link
      href={href}
      {...(leaves ? { target: '_self' } : {})}
      className={active ? 'navbar__link navbar__link--active' : 'navbar__link'}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
}
