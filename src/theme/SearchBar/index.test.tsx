import React, { useEffect, useRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyResource, type LazyResource } from '../../lib/lazyResource';
import SearchBar from '.';

const mockLoad = jest.fn();
let mockResource: LazyResource<unknown>;

// The real resource imports code chunks and fetches the built index; here each test gets a fresh one.
jest.mock('./loadSearch', () => ({
  searchResource: { load: () => mockResource.load(), peek: () => mockResource.peek() },
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

beforeEach(() => {
  mockLoad.mockReset();
  mockLoad.mockResolvedValue({ SearchDialog: FakeDialog, engine: {} });
  mockResource = lazyResource(mockLoad);
});

describe('SearchBar', () => {
  it('is a button named Search that shows its shortcut', () => {
    render(<SearchBar />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    expect(button).toHaveTextContent('Ctrl K');
  });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['⌘K', '{Meta>}k{/Meta}'],
    ['/', '/'],
  ])('opens the search dialog on %s, loading the dialog then', async (_name, keys) => {
    render(<SearchBar />);
    expect(mockLoad).not.toHaveBeenCalled();
    await userEvent.keyboard(keys);
    expect(screen.getByRole('dialog', { name: 'Search the docs' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveFocus();
    expect(mockLoad).toHaveBeenCalledTimes(1);
  });

  it('keeps the keys typed while the dialog loads, and starts afresh on the next open', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockLoad.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<SearchBar />);
    await userEvent.keyboard('/ceilx{Backspace}ing');
    expect(screen.getByRole('status', { name: 'Loading search' })).toBeInTheDocument();
    act(() => finish({ SearchDialog: FakeDialog, engine: {} }));
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveValue('ceiling');
    await userEvent.keyboard('{Escape}/');
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveValue('');
  });

  it('leaves / alone while the reader types in a field', async () => {
    render(
      <>
        <input aria-label="Elsewhere" />
        <SearchBar />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Elsewhere' }), 'a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveValue('a/b');
  });

  it('prefetches the dialog when the button is pointed at or focused', async () => {
    render(<SearchBar />);
    await userEvent.hover(screen.getByRole('button', { name: 'Search' }));
    expect(mockLoad).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(mockLoad).toHaveBeenCalledTimes(1);
  });

  it('does not prefetch with Save-Data on', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    render(<SearchBar />);
    await userEvent.hover(screen.getByRole('button', { name: 'Search' }));
    expect(mockLoad).not.toHaveBeenCalled();
    delete (navigator as { connection?: unknown }).connection;
  });

  it('shows a spinner while loading and a red box with Retry when loading fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    mockLoad.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    render(<SearchBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Loading search' })).toBeInTheDocument();
    act(() => fail(new Error('The search index could not be loaded (Failed to fetch).')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    mockLoad.mockResolvedValue({ SearchDialog: FakeDialog, engine: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Search the docs' })).toHaveFocus();
  });

  it('closes on Escape and on the close button, returning focus to the search button', async () => {
    render(<SearchBar />);
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

  it('closes on a click on the backdrop, not on a click inside', async () => {
    render(<SearchBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search the docs' });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Search the docs' }));
    expect(dialog).toBeInTheDocument();
    await userEvent.click(dialog);
    expect(dialog).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<SearchBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
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
    render(<SearchBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(document.documentElement).toHaveClass('scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.documentElement).not.toHaveClass('scroll-locked'));
  });
});
