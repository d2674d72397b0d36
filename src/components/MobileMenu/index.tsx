import React, { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { focusableIn } from '../../browser/focusable';
import { DESKTOP_MEDIA_QUERY } from '../../chrome/Navbar/breakpoint';
import Modal from '../Modal';
import Header from './Header';
import type { MenuSidebar } from './menuSidebar';
import PrimaryMenu from './PrimaryMenu';
import SecondaryMenu from './SecondaryMenu';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../browser/lazyUiStrings';

interface Props {
  /** Selector of the navbar's menu button, which says the menu is open and gets focus back when it closes. */
  opener: string;
  /** The site's title, in the menu's header. */
  title: string;
  /** The navbar items for the mobile menu (site chrome markup). */
  navbarItemsHtml: string;
  /** The page's sidebar, if it has one. */
  sidebar?: MenuSidebar;
  onClose: () => void;
}

/**
 * The navigation panel of the mobile layout, a modal at the start edge: its header, then the navbar
 * items (primary menu) or the doc sidebar (secondary menu), as the build rendered them. Besides what
 * the modal closes on (Escape, the backdrop), it closes on a link, the desktop width and browser back.
 */
export default function MobileMenu({ opener, title, navbarItemsHtml, sidebar, onClose }: Props) {
  const menuButton = useRef(document.querySelector<HTMLElement>(opener));
  const strings = lazyUiStrings();
  const panel = useRef<HTMLDivElement>(null);
  const switchButton = useRef<HTMLButtonElement>(null);
  // On a doc page the menu opens on the doc sidebar (secondary menu); the navbar items are one step back.
  const [secondaryShown, setSecondaryShown] = useState(sidebar !== undefined);
  const switched = useRef(false);
  const switchMenu = (showSecondary: boolean) => {
    switched.current = true;
    setSecondaryShown(showSecondary);
  };

  useEffect(() => {
    // Opened: focus goes to the first control (the close button). Switched: the switch that was
    // pressed is gone; focus stays in the panel, on the switch that replaced it.
    const target = switched.current ? switchButton.current : panel.current && focusableIn(panel.current)[0];
    target?.focus();
  }, [secondaryShown]);

  // Before the menu is painted: a reader who presses back as soon as it shows must find it listening.
  useLayoutEffect(() => {
    const button = menuButton.current;
    button?.setAttribute('aria-expanded', 'true');
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener('change', closeOnDesktop);
    window.addEventListener('popstate', onClose);
    return () => {
      desktop.removeEventListener('change', closeOnDesktop);
      window.removeEventListener('popstate', onClose);
      button?.setAttribute('aria-expanded', 'false');
    };
  }, [onClose]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <Modal label={strings['mobileMenu.label']} placement="start" onClose={onClose} returnFocusTo={menuButton}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- link clicks bubble here; a link's Enter is a click */}
      <div ref={panel} className={styles.panel} onClick={closeOnLink}>
        <Header title={title} onClose={onClose} />
        {secondaryShown && sidebar ? (
          <>
            <button ref={switchButton} type="button" className={styles.switchButton} onClick={() => switchMenu(false)}>
              <span className={styles.back} aria-hidden="true">
                ←
              </span>
              {strings['mobileMenu.toMainMenu']}
            </button>
            <SecondaryMenu sidebar={sidebar} />
          </>
        ) : (
          <>
            <PrimaryMenu navbarItemsHtml={navbarItemsHtml} />
            {sidebar && (
              <button ref={switchButton} type="button" className={styles.switchButton} onClick={() => switchMenu(true)}>
                {strings['mobileMenu.toSidebar']}
                <span className={styles.on} aria-hidden="true">
                  →
                </span>
              </button>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
