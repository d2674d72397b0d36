import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTracked } from '../listeners.testHelper';
import { closeOverlay, openOverlay, useOverlay } from '../overlays';
import { enableSearchShortcuts, openSearch, prefetchSearch, takeTypedAhead } from './launcher';

/** Stands for the loader the page's entry gives, which loads the dialog's code and the search index. */
const load = jest.fn<Promise<unknown>, []>();

const setConnection = (value: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value, configurable: true });

/** The overlay open now, as the layout sees it. */
const followOverlay = () => renderHook(() => useOverlay()).result;

/** The search dialog's code took the keys, then the reader closed it, as SearchHost does. */
function closeSearch(): string {
  const typed = takeTypedAhead();
  act(() => closeOverlay());
  return typed;
}

let stopShortcuts: () => void;
beforeEach(() => {
  load.mockReset().mockResolvedValue(undefined);
  stopShortcuts = startTracked(() => enableSearchShortcuts(load));
});
afterEach(() => {
  stopShortcuts();
  closeSearch();
  setConnection(undefined);
  document.body.innerHTML = '';
});

describe('search shortcuts', () => {
  it.each([
    ['Ctrl+K', { key: 'k', ctrlKey: true }],
    ['⌘K', { key: 'k', metaKey: true }],
    ['/', { key: '/' }],
  ])("open search on %s, keeping the key from the browser's own use of it", (_name, press) => {
    const overlay = followOverlay();
    let defaultAllowed = true;
    act(() => {
      defaultAllowed = fireEvent.keyDown(document.body, press);
    });
    expect(overlay.current).toBe('search');
    expect(defaultAllowed).toBe(false);
  });

  it('work from any control of the page, such as a focused link', async () => {
    document.body.innerHTML = '<a href="/wants">Wants</a>';
    const overlay = followOverlay();
    screen.getByRole('link', { name: 'Wants' }).focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(overlay.current).toBe('search');
  });

  it('leave / to a text field the reader types in, and other keys to the page', async () => {
    document.body.innerHTML = '<input aria-label="Filter" />';
    const overlay = followOverlay();
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('a/b');
    expect(fireEvent.keyDown(document.body, { key: 'k' })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(true);
    expect(overlay.current).toBeNull();
  });
});

describe('typing ahead', () => {
  it('keeps the text typed after the shortcut, until the dialog takes it, and only once', async () => {
    await userEvent.keyboard('/ceilx{Backspace}ing');
    expect(takeTypedAhead()).toBe('ceiling');
    expect(takeTypedAhead()).toBe('');
  });

  it('keeps the keys it takes, and a second Ctrl+K, from the browser while search loads', () => {
    act(() => {
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    });
    expect(fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: "'" })).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'ArrowDown' })).toBe(true);
    expect(takeTypedAhead()).toBe("'");
  });

  it('takes a / typed after the shortcut as text, not as another open', async () => {
    await userEvent.keyboard('/a/b');
    expect(takeTypedAhead()).toBe('a/b');
  });

  it('starts afresh on each open, and keeps nothing typed while search is closed', async () => {
    await userEvent.keyboard('/first');
    expect(closeSearch()).toBe('first');
    await userEvent.keyboard('abc');
    expect(takeTypedAhead()).toBe('');
    await userEvent.keyboard('/second');
    expect(takeTypedAhead()).toBe('second');
  });

  it('lets the shortcuts open search again once the dialog took the keys', async () => {
    const overlay = followOverlay();
    await userEvent.keyboard('/x');
    closeSearch();
    expect(overlay.current).toBeNull();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(overlay.current).toBe('search');
  });
});

describe('openSearch', () => {
  it('opens search from the button, keeping what is typed next, not what was typed before', async () => {
    const overlay = followOverlay();
    await userEvent.keyboard('abc');
    act(() => openSearch());
    expect(overlay.current).toBe('search');
    await userEvent.keyboard('wants');
    expect(takeTypedAhead()).toBe('wants');
  });

  it('takes the place of the open mobile menu', () => {
    const overlay = followOverlay();
    act(() => openOverlay('mobile-menu'));
    act(() => openSearch());
    expect(overlay.current).toBe('search');
  });
});

describe('prefetchSearch', () => {
  it("loads search ahead of an open on a connection the site's prefetch rule allows", async () => {
    setConnection({ effectiveType: '4g', saveData: false });
    prefetchSearch();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    setConnection(undefined);
    prefetchSearch();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['Save-Data is on', { effectiveType: '4g', saveData: true }],
    ['the connection is 2g', { effectiveType: '2g' }],
    ['the connection is slow 2g', { effectiveType: 'slow-2g' }],
  ])('loads nothing ahead when %s', async (_name, connection) => {
    setConnection(connection);
    prefetchSearch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
  });

  it('lets a failed load pass quietly, with no unhandled rejection: opening search later shows the error', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      load.mockRejectedValue(new Error('Failed to fetch'));
      prefetchSearch();
      await waitFor(() => expect(load).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
