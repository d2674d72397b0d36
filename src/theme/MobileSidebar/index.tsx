import React, { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import siteConfig from '../../config/site.config';
import { useActivePage } from '../../contexts/ActivePage';
import { InMobileMenuProvider } from '../../contexts/InMobileMenu';
import { useMobileSidebar } from '../../contexts/MobileSidebar';
import { useDocSidebars } from '../../contexts/useDocSidebars';
import { staysInMobileBar } from '../../lib/navbar';
import ComponentErrorBoundary from '../ErrorBoundary/ComponentErrorBoundary';
import IconButton from '../IconButton';
import NavbarItemEntries from '../NavbarItem/NavbarItemEntries';
import SidebarItems from '../SidebarItems';
import * as styles from './styles.module.css';

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The navigation panel of the mobile layout: navbar items, then the doc sidebar. */
export default function MobileSidebar({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const { close } = useMobileSidebar();
  const { doc } = useActivePage();
  const panelRef = useRef<HTMLDivElement>(null);
  const sidebar = useDocSidebars()[doc?.sidebarId ?? ''] ?? [];
  const hasDocSidebar = sidebar.length > 0;
  // On a doc page the menu opens on the doc sidebar (secondary menu); the navbar items are one step back.
  const [secondaryShown, setSecondaryShown] = useState(hasDocSidebar);
  const switched = useRef(false);
  const switchMenu = (showSecondary: boolean) => {
    switched.current = true;
    setSecondaryShown(showSecondary);
  };

  useEffect(() => {
    // The switch that was pressed is gone; keep focus in the panel, on the switch that replaced it.
    if (switched.current) panelRef.current?.querySelector<HTMLElement>(`.${styles.menuSwitch}`)?.focus();
  }, [secondaryShown]);

  useEffect(() => {
    const button = returnFocusTo.current;
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    // The page behind must not scroll while the panel covers it.
    document.documentElement.classList.add('scroll-locked');
    // Escape closes the menu wherever focus is, even on the body after a focused control went away.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.documentElement.classList.remove('scroll-locked');
      button?.focus();
    };
  }, [returnFocusTo, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    // Keep Tab inside the modal panel: wrap from the last control to the first and back.
    const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])].filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };

  // The search button stays in the bar above, where readers look for it.
  const items = siteConfig.navbar.items.filter((item) => !staysInMobileBar(item));
  return (
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog handles keys and link clicks bubbling from its controls */}
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className={styles.header}>
          <span className={styles.title}>{siteConfig.title}</span>
          <IconButton aria-label="Close navigation menu" onClick={close}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
            </svg>
          </IconButton>
        </div>
        {secondaryShown && doc ? (
          <>
            <button type="button" className={styles.menuSwitch} onClick={() => switchMenu(false)}>
              <span aria-hidden="true">← </span>
              Back to main menu
            </button>
            <nav aria-label="Docs" className={styles.docs}>
              <ComponentErrorBoundary part="sidebar">
                <SidebarItems items={sidebar} currentDocId={doc.id} />
              </ComponentErrorBoundary>
            </nav>
          </>
        ) : (
          <>
            <InMobileMenuProvider>
              <ul className={styles.menu} aria-label="Site">
                <NavbarItemEntries items={items} />
              </ul>
            </InMobileMenuProvider>
            {hasDocSidebar && (
              <button type="button" className={styles.menuSwitch} onClick={() => switchMenu(true)}>
                Docs sidebar
                <span aria-hidden="true"> →</span>
              </button>
            )}
          </>
        )}
      </div>
    </>
  );
}
