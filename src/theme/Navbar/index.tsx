import React, { useRef } from 'react';
import { Link, withPrefix } from 'gatsby';
import siteConfig from '../../config/site.config';
import { useMobileSidebar } from '../../contexts/MobileSidebar';
import { navbarItemsBySide, staysInMobileBar } from '../../lib/navbar';
import ColorModeToggle from '../ColorModeToggle';
import IconButton from '../IconButton';
import MobileSidebar from '../MobileSidebar';
import NavbarItem from '../NavbarItem';
import * as styles from './styles.module.css';

const { left: leftItems, right: rightItems } = navbarItemsBySide(siteConfig.navbar.items);

/** The top bar: brand, navbar items from the site config and the colour-mode toggle. */
export default function Navbar() {
  const mobileSidebar = useMobileSidebar();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <nav className={styles.navbar} aria-label="Main">
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
          {leftItems.map((item, index) => (
            <li key={index} className={staysInMobileBar(item) ? styles.inMobileBar : undefined}>
              <NavbarItem item={item} />
            </li>
          ))}
        </ul>
        <ul className={`${styles.items} ${styles.right}`}>
          {rightItems.map((item, index) => (
            <li key={index} className={staysInMobileBar(item) ? styles.inMobileBar : undefined}>
              <NavbarItem item={item} />
            </li>
          ))}
          <li>
            <ColorModeToggle />
          </li>
        </ul>
      </nav>
      {mobileSidebar.shown && <MobileSidebar returnFocusTo={menuButtonRef} />}
    </>
  );
}
