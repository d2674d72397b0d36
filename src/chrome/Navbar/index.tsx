import React from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../config/navigationSchema';
import { useChrome } from '../../contexts/Chrome';
import { localeOf, localePrefix } from '../../lib/locales';
import { navbarItemsBySide, staysInMobileBar } from '../../lib/navbar';
import { behaviourAttribute } from '../behaviourAttribute';
import ColorModeToggle from '../ColorModeToggle';
import IconButton from '../IconButton';
import MenuIcon from '../Icons/Menu';
import Link from '../Link';
import { LOGO_IMAGE_ATTRIBUTES } from '../logoImage';
import NavbarItemEntries from '../NavbarItem/NavbarItemEntries';
import { HIDE_ON_SCROLL_ATTRIBUTE, MOBILE_MENU_BEHAVIOUR } from './names';

/** Items such as search keep their place in the bar on phones, where the others move into the menu. */
const mobileBarClass = (item: NavbarItemConfig) =>
  staysInMobileBar(item) ? 'navbar__entry--in-mobile-bar' : undefined;

/**
 * The top bar: menu button (phones), brand, navbar items from content/navigation/navbar.yml and the colour-mode
 * toggle. Markup only: the build renders it, src/browser/behaviours/ makes its controls work.
 */
export default function Navbar() {
  const { pathPrefix, navigation, settings, strings, locale } = useChrome();
  const { left, right } = navbarItemsBySide(navigation.navbar.items);
  // The brand leads to the home page of the page's locale: the router keeps <html lang dir> and the
  // labels of the first page, so it must not lead an Arabic page's reader to the English home.
  const home = localePrefix(settings.i18n, localeOf(settings.i18n, locale)) || '/';
  return (
    <nav
      className="navbar"
      aria-label={strings['navbar.label']}
      {...(navigation.navbar.hideOnScroll && { [HIDE_ON_SCROLL_ATTRIBUTE]: '' })}
    >
      <IconButton
        className="navbar__mobile-menu-button"
        aria-label={strings['navbar.openMenu']}
        aria-expanded="false"
        {...behaviourAttribute(MOBILE_MENU_BEHAVIOUR)}
      >
        <MenuIcon />
      </IconButton>
      <Link href={home} className="navbar__brand">
        <img
          {...LOGO_IMAGE_ATTRIBUTES}
          src={`${pathPrefix}${settings.logo.src}`}
          alt={settings.logo.alt}
          width="32"
          height="32"
        />
        <span className="navbar__title">{settings.title}</span>
      </Link>
      <ul className="navbar__items">
        <NavbarItemEntries items={left} entryClassName={mobileBarClass} />
      </ul>
      <ul className="navbar__items navbar__items--right">
        <NavbarItemEntries items={right} entryClassName={mobileBarClass} />
        <li className="navbar__entry--in-mobile-bar">
          <ColorModeToggle />
          {/* Parsed last: the list shows once everything in it has arrived (styles.css). */}
          <span className="navbar__parsed" hidden />
        </li>
      </ul>
    </nav>
  );
}
