import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import React from 'react';
import type { SidebarEntry } from '../../lib/sidebar';
import { loadSearchAhead } from '../../components/SearchHost/loadSearchAhead';
import AnnouncementBar from '../../chrome/AnnouncementBar';
import ColorModeToggle from '../../chrome/ColorModeToggle';
import DocSidebar from '../../chrome/DocSidebar';
import Dropdown from '../../chrome/Dropdown';
import Navbar from '../../chrome/Navbar';
import TOC from '../../chrome/TOC';
import { startTracked } from '../listeners.testHelper';
import { showBuiltMarkup } from '../markup.testHelper';
import { closeOverlay, useOverlay } from '../overlays';
import { enableSearchShortcuts } from '../search/launcher';
import { siteBehaviours } from '../../chrome/behaviours';
import { enableBehaviours } from '.';
import { behaviourAttribute } from '../../chrome/behaviourAttribute';
import { SIDEBAR_BEHAVIOUR } from '../../chrome/DocSidebar/names';

/** A sidebar in its frame, as the layout puts it: the frame's behaviour serves its toggles. */
const SidebarFrame = ({ items }: { items: SidebarEntry[] }) => (
  <nav {...behaviourAttribute(SIDEBAR_BEHAVIOUR)}>
    <DocSidebar items={items} />
  </nav>
);

const mockLoadSearch = jest.fn(() => Promise.resolve());
jest.mock('../../components/SearchHost/loadSearch', () => ({
  searchResourceOfPage: () => ({ load: mockLoadSearch }),
}));

/** Whether the next import of the lazy behaviours' chunk fails, as on a flaky network. */
const mockChunk = { fails: false };
jest.mock('../../chrome/lazyBehaviours', () => {
  if (mockChunk.fails) {
    mockChunk.fails = false;
    throw new Error('Loading chunk behaviours failed.');
  }
  return jest.requireActual('../../chrome/lazyBehaviours');
});

const sidebar: SidebarEntry[] = [
  { label: 'Guides', collapsible: true, collapsed: true, items: [{ label: 'Wants', href: '/wants' }] },
  { label: 'Reference', collapsible: true, collapsed: true, items: [{ label: 'CLI', href: '/cli' }] },
];

/** Lets a behaviour's code load: the lazy chunk is one dynamic import away. */
const loadLazyChunk = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let stopBehaviours: () => void;
beforeEach(() => {
  document.documentElement.setAttribute('data-theme', 'light');
  stopBehaviours = startTracked(() => {
    enableBehaviours(siteBehaviours);
    enableSearchShortcuts(loadSearchAhead);
  });
});
afterEach(() => {
  stopBehaviours();
  act(() => closeOverlay());
});

describe('behaviours', () => {
  it('runs the eager behaviours at once: the colour-mode toggle, the menu button and the search button', () => {
    showBuiltMarkup(<Navbar />, { sidebars: { tutorialSidebar: [{ label: 'Getting started', href: '/' }] } });
    const overlay = renderHook(() => useOverlay()).result;
    fireEvent.click(screen.getByRole('button', { name: /Switch between dark and light mode/ }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    });
    expect(overlay.current).toBe('mobile-menu');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(overlay.current).toBe('search');
  });

  it('reacts to clicks only on the eager controls, but loads search ahead when the reader points at or focuses its button', async () => {
    showBuiltMarkup(<Navbar />, { sidebars: { tutorialSidebar: [{ label: 'Getting started', href: '/' }] } });
    const overlay = renderHook(() => useOverlay()).result;
    fireEvent.pointerOver(screen.getByRole('button', { name: /Switch between dark and light mode/ }));
    fireEvent.focusIn(screen.getByRole('button', { name: 'Open navigation menu' }));
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Search' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(overlay.current).toBeNull();
    await waitFor(() => expect(mockLoadSearch).toHaveBeenCalled());
  });

  it('finds the control from an element inside it', () => {
    showBuiltMarkup(<ColorModeToggle />);
    fireEvent.click(document.querySelector('.color-mode__moon path')!);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('loads a lazy behaviour on its first event and handles that event once it has loaded, later ones at once', async () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Guides' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await loadLazyChunk();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('handles, in order, every event that came while the code loaded', async () => {
    showBuiltMarkup(<Dropdown label="Version" links={[{ label: '1.0', href: '/1.0/' }]} />);
    const button = screen.getByRole('button', { name: 'Version' });
    // A click opens the dropdown, then the arrow key moves focus into it.
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await loadLazyChunk();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '1.0' })).toHaveFocus();
  });

  it('ignores controls that name a behaviour it does not have, such as markup of a newer build', async () => {
    const consoleError = jest.spyOn(console, 'error');
    document.body.innerHTML = '<button type="button" data-behaviour="confetti">Celebrate</button>';
    const html = document.body.innerHTML;
    expect(fireEvent.click(screen.getByRole('button', { name: 'Celebrate' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Celebrate' }));
    await loadLazyChunk();
    expect(document.body.innerHTML).toBe(html);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('starts the behaviours a page needs on scroll at its first scroll, and those of later pages on a later one', async () => {
    const toc = [
      { id: 'alerts', value: 'Alerts', level: 2, children: [] },
      { id: 'limits', value: 'Limits', level: 2, children: [] },
    ];
    document.body.innerHTML = '<main><p>No table of contents here</p></main>';
    fireEvent.scroll(window);
    await loadLazyChunk();
    // The next page has a table of contents, whose heading "Alerts" the reader has scrolled past.
    showBuiltMarkup(
      <>
        <TOC items={toc} />
        <h2 id="alerts">Alerts</h2>
        <h2 id="limits">Limits</h2>
      </>,
    );
    jest.spyOn(document.getElementById('alerts')!, 'getBoundingClientRect').mockReturnValue({ top: -40 } as DOMRect);
    jest.spyOn(document.getElementById('limits')!, 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
    fireEvent.scroll(window);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'location'),
    );
    expect(screen.getByRole('link', { name: 'Limits' })).not.toHaveAttribute('aria-current');
  });

  it('reads where the page is at its first frame, not while the app starts, and judges the first scroll from there', async () => {
    // A fresh dispatcher, started while the page is 300 px down: reading that offset at once would
    // force the page's layout into the app's start.
    stopBehaviours();
    jest.resetModules();
    const { enableBehaviours: enableFresh } = await import('.');
    const { siteBehaviours: freshBehaviours } = await import('../../chrome/behaviours');
    const { onScroll } = await import('../../chrome/lazyBehaviours');
    const startHideOnScroll = jest.spyOn(onScroll, 'hideOnScroll').mockImplementation(() => undefined);
    let offset = 300;
    const readOffset = jest.fn(() => offset);
    Object.defineProperty(window, 'scrollY', { get: readOffset, configurable: true });
    document.body.innerHTML = '<nav data-hide-on-scroll></nav>';
    const stop = startTracked(() => enableFresh(freshBehaviours));
    try {
      expect(readOffset).not.toHaveBeenCalled();
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      offset = 500;
      fireEvent.scroll(window);
      await loadLazyChunk();
      expect(startHideOnScroll).toHaveBeenCalledWith(300, '[data-hide-on-scroll]');
    } finally {
      stop();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    }
  });

  it('loads the code again on the next event when loading it failed', async () => {
    // A fresh dispatcher, whose chunk has not loaded yet, instead of this file's.
    stopBehaviours();
    jest.resetModules();
    const { enableBehaviours: enableFresh } = await import('.');
    const { siteBehaviours: freshBehaviours } = await import('../../chrome/behaviours');
    showBuiltMarkup(<AnnouncementBar bar={{ id: 'v2', content: 'Trove 2 is out', isCloseable: true }} />);
    const close = screen.getByRole('button', { name: 'Close announcement' });
    const stop = startTracked(() => enableFresh(freshBehaviours));
    try {
      mockChunk.fails = true;
      fireEvent.click(close);
      await loadLazyChunk();
      expect(document.documentElement).not.toHaveAttribute('data-announcement-dismissed');
      fireEvent.click(close);
      await loadLazyChunk();
      expect(document.documentElement).toHaveAttribute('data-announcement-dismissed');
    } finally {
      stop();
      document.documentElement.removeAttribute('data-announcement-dismissed');
      localStorage.clear();
    }
  });
});
