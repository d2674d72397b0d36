import React, { useEffect, useRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enableBehaviours } from '../../browser/behaviours';
import { siteBehaviours } from '../../chrome/behaviours';
import { closeOverlay, useOverlay } from '../../browser/overlays';
import { enableSearchShortcuts, takeTypedAhead } from '../../browser/search/launcher';
import { lazyResource, type LazyResource } from '../../lib/lazyResource';
import SearchButton from '../../chrome/SearchButton';
import { renderInChrome } from '../../chrome/chrome.testHelper';
import SearchHost from '.';
import { loadSearchAhead } from './loadSearchAhead';
import { SEARCH_BUTTON } from '../../chrome/SearchButton/names';

const mockLoad = jest.fn();
let mockResource: LazyResource<unknown>;

// The real resource imports code chunks and fetches the built index; here each test gets a fresh one.
jest.mock('./loadSearch', () => ({
  searchResourceOfPage: () => ({ load: () => mockResource.load(), peek: () => mockResource.peek() }),
}));

function FakeDialog({ initialInput, onClose }: { initialInput: string; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <>
      <input aria-label="Search the docs" ref={inputRef} defaultValue={initialInput} />
      <button type="button" onClick={onClose}>
        Open a result
      </button>
    </>
  );
}

/** The page as the layout makes it: the navbar's search button, and the search overlay while it is open. */
function Page() {
  const overlay = useOverlay();
  return (
    <>
      <SearchButton />
      {overlay === 'search' && <SearchHost opener={SEARCH_BUTTON} onClose={closeOverlay} />}
    </>
  );
}

beforeAll(() => {
  // What gatsby-browser starts: the button and the shortcuts open search through these.
  enableBehaviours(siteBehaviours);
  enableSearchShortcuts(loadSearchAhead);
});

beforeEach(() => {
  mockLoad.mockReset();
  mockLoad.mockResolvedValue({ SearchDialog: FakeDialog, engine: {} });
  mockResource = lazyResource(mockLoad);
});

afterEach(() => {
  act(() => closeOverlay());
  takeTypedAhead();
});

describe('SearchHost', () => {
  it('is a modal dialog named "Search the docs" that loads the search dialog when it opens', async () => {
    render(<SearchHost opener={SEARCH_BUTTON} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Search the docs' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveFocus();
    expect(mockLoad).toHaveBeenCalledTimes(1);
  });

  it('asks its owner to close on Escape, on the close button and on the backdrop, not on a click inside', async () => {
    const onClose = jest.fn();
    render(<SearchHost opener={SEARCH_BUTTON} onClose={onClose} />);
    const input = await screen.findByRole('textbox', { name: 'Search the docs' });
    await userEvent.click(input);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('dialog', { name: 'Search the docs' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('lets the search dialog close it, such as when a result is opened', async () => {
    const onClose = jest.fn();
    render(<SearchHost opener={SEARCH_BUTTON} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open a result' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens from the search button and returns focus to it when it closes', async () => {
    renderInChrome(<Page />);
    const button = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await screen.findByRole('textbox', { name: 'Search the docs' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['⌘K', '{Meta>}k{/Meta}'],
    ['/', '/'],
  ])('opens on %s, loading the dialog then', async (_name, keys) => {
    renderInChrome(<Page />);
    expect(mockLoad).not.toHaveBeenCalled();
    await userEvent.keyboard(keys);
    expect(screen.getByRole('dialog', { name: 'Search the docs' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveFocus();
    expect(mockLoad).toHaveBeenCalledTimes(1);
  });

  it('keeps the keys typed while the dialog loads, and starts afresh on the next open', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockLoad.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderInChrome(<Page />);
    await userEvent.keyboard('/ceilx{Backspace}ing');
    expect(screen.getByRole('status', { name: 'Loading search' })).toBeInTheDocument();
    act(() => finish({ SearchDialog: FakeDialog, engine: {} }));
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveValue('ceiling');
    await userEvent.keyboard('{Escape}/');
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveValue('');
  });

  it('leaves / alone while the reader types in a field', async () => {
    renderInChrome(
      <>
        <input aria-label="Elsewhere" />
        <Page />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Elsewhere' }), 'a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveValue('a/b');
  });

  it('loads ahead when the search button is pointed at or focused', async () => {
    renderInChrome(<Page />);
    await userEvent.hover(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(mockLoad).toHaveBeenCalledTimes(1));
    await userEvent.tab();
    // Loaded once: opening later finds it there.
    expect(mockLoad).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toBeInTheDocument();
    expect(mockLoad).toHaveBeenCalledTimes(1);
  });

  it('does not load ahead with Save-Data on', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    renderInChrome(<Page />);
    await userEvent.hover(screen.getByRole('button', { name: 'Search' }));
    await act(async () => undefined);
    expect(mockLoad).not.toHaveBeenCalled();
    delete (navigator as { connection?: unknown }).connection;
  });

  it('shows a spinner while loading and a red box with Retry when loading fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    mockLoad.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    render(<SearchHost opener={SEARCH_BUTTON} onClose={jest.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading search' })).toBeInTheDocument();
    act(() => fail(new Error('The search index could not be loaded (Failed to fetch).')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    mockLoad.mockResolvedValue({ SearchDialog: FakeDialog, engine: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<SearchHost opener={SEARCH_BUTTON} onClose={jest.fn()} />);
    const input = await screen.findByRole('textbox', { name: 'Search the docs' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open a result' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
  });

  it('locks the page scroll while open', async () => {
    renderInChrome(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(document.documentElement).toHaveClass('scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.documentElement).not.toHaveClass('scroll-locked'));
  });
});
