import React, { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import siteConfig from '../../config/site.config';
import { DESKTOP_MEDIA_QUERY } from '../../lib/layout';
import { markSidebarElement } from '../../lib/sidebarMarks';
import type { SidebarMarks } from '../../lib/docPageContext';
import IconButton from '../IconButton';
import CloseIcon from '../Icons/Close';

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  /** The navbar items for the menu (site chrome markup). */
  menuHtml: string;
  /** The page's sidebar, if it has one, and how the page marks it. */
  sidebarHtml?: string;
  sidebarMarks?: SidebarMarks;
  onClose: () => void;
}

/** The sidebar markup again, in the menu: its ids get a prefix of their own, so no id is on the page twice. */
const inMenu = (html: string) => html.replace(/(id|aria-controls)="sidebar-category-/g, '$1="menu-sidebar-category-');

/**
 * The navigation panel of the mobile layout: navbar items, then the doc sidebar, as the build
 * rendered them. It closes on Escape, a link, the backdrop, the desktop width and browser back.
 */
export default function MobileSidebar({ menuHtml, sidebarHtml, sidebarMarks, onClose }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  // On a doc page the menu opens on the doc sidebar (secondary menu); the navbar items are one step back.
  const [secondaryShown, setSecondaryShown] = useState(sidebarHtml !== undefined);
  const switched = useRef(false);
  const switchMenu = (showSecondary: boolean) => {
    switched.current = true;
    setSecondaryShown(showSecondary);
  };

  useEffect(() => {
    // The switch that was pressed is gone; keep focus in the panel, on the switch that replaced it.
    if (switched.current) panelRef.current?.querySelector<HTMLElement>('.mobile-menu__switch')?.focus();
  }, [secondaryShown]);

  useEffect(() => {
    const button = document.querySelector<HTMLElement>('[data-behaviour="mobile-menu"]');
    button?.setAttribute('aria-expanded', 'true');
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    // The page behind must not scroll while the panel covers it.
    document.documentElement.classList.add('scroll-locked');
    // Escape closes the menu wherever focus is, even on the body after a focused control went away.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    desktop.addEventListener('change', closeOnDesktop);
    window.addEventListener('popstate', onClose);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      desktop.removeEventListener('change', closeOnDesktop);
      window.removeEventListener('popstate', onClose);
      document.documentElement.classList.remove('scroll-locked');
      button?.setAttribute('aria-expanded', 'false');
      button?.focus();
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    // Keep Tab inside the modal panel: wrap from the last control to the first and back.
    const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])].filter(
      (element) => !element.closest('[hidden]') && getComputedStyle(element).visibility !== 'hidden',
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
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog handles keys and link clicks bubbling from its controls */}
      <div
        ref={panelRef}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className="mobile-menu__header">
          <span className="mobile-menu__title">{siteConfig.title}</span>
          <IconButton aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon size={22} />
          </IconButton>
        </div>
        {secondaryShown && sidebarHtml ? (
          <>
            <button type="button" className="mobile-menu__switch" onClick={() => switchMenu(false)}>
              <span aria-hidden="true">← </span>
              Back to main menu
            </button>
            <nav
              aria-label="Docs"
              className="mobile-menu__docs"
              ref={(nav) => {
                if (nav && sidebarMarks) markSidebarElement(nav, sidebarMarks.href, sidebarMarks.open);
              }}
              dangerouslySetInnerHTML={{ __html: inMenu(sidebarHtml) }}
            />
          </>
        ) : (
          <>
            <ul className="mobile-menu__items" aria-label="Site" dangerouslySetInnerHTML={{ __html: menuHtml }} />
            {sidebarHtml && (
              <button type="button" className="mobile-menu__switch" onClick={() => switchMenu(true)}>
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
