import React, { useRef } from 'react';
import { Link, withPrefix } from 'gatsby';
import siteConfig from '../../config/site.config';
import type { NavbarItem as NavbarItemConfig } from '../../config/schema';
import { useMobileSidebar } from '../../contexts/MobileSidebar';
import { navbarItemsBySide, staysInMobileBar } from '../../lib/navbar';
import ColorModeToggle from '../ColorModeToggle';
import IconButton from '../IconButton';
import MobileSidebar from '../MobileSidebar';
import NavbarItemEntries from '../NavbarItem/NavbarItemEntries';
import * as styles from './styles.module.css';
import { useHideOnScroll } from './useHideOnScroll';

const { left: leftItems, right: rightItems } = navbarItemsBySide(siteConfig.navbar.items);

/** Items such as search keep their place in the bar on phones, where the others move into the menu. */
const mobileBarClass = (item: NavbarItemConfig) => (staysInMobileBar(item) ? styles.inMobileBar : undefined);

/** The top bar: brand, navbar items from the site config and the colour-mode toggle. */
export default function Navbar() {
  const mobileSidebar = useMobileSidebar();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navbarRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(siteConfig.navbar.hideOnScroll, navbarRef);
  return (
    <>
      <nav ref={navbarRef} className={hidden ? `${styles.navbar} ${styles.hidden}` : styles.navbar} aria-label="Main">
        <IconButton
          ref={menuButtonRef}
          className={styles.menuButton}
          aria-label="Open navigation menu"
          aria-expanded={mobileSidebar.shown}
          onClick={mobileSidebar.toggle}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 6h18M3 12h18M3 18h18" />
          </svg>
        </IconButton>
        <Link to="/" className={styles.brand}>
          <img src={withPrefix(siteConfig.logo.src)} alt={siteConfig.logo.alt} width="32" height="32" />
          <span className={styles.title}>{siteConfig.title}</span>
        </Link>
        <ul className={styles.items}>
          <NavbarItemEntries items={leftItems} entryClassName={mobileBarClass} />
        </ul>
        <ul className={`${styles.items} ${styles.right}`}>
          <NavbarItemEntries items={rightItems} entryClassName={mobileBarClass} />
          <li>
            <ColorModeToggle />
            {/* Parsed last: the list shows once everything in it has arrived (styles.module.css). */}
            <span className={styles.parsed} hidden />
          </li>
        </ul>
      </nav>
      {mobileSidebar.shown && <MobileSidebar returnFocusTo={menuButtonRef} />}
    </>
  );
}
