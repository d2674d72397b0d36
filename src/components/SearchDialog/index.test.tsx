import React from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as gatsby from 'gatsby';
import type { SearchEngine } from '../../lib/search/results';
import { searchFilesOf } from '../../lib/search/searchFiles.testHelper';
import { ENGLISH } from '../../lib/search/text';
import SearchDialog from '.';

const { open } = searchFilesOf(
  [
    {
      title: 'Want lists',
      route: '/wants',
      sections: [
        { text: 'Keep track of wants.' },
        {
          heading: { depth: 2, value: 'Price ceilings', id: 'price-ceilings' },
          text: 'A ceiling is the most you pay.',
        },
        { heading: { depth: 3, value: 'Setting a ceiling', id: 'setting-a-ceiling' }, text: 'Tick wants.' },
      ],
    },
    {
      title: 'Resources',
      route: '/resources',
      sections: [
        { text: '' },
        { heading: { depth: 2, value: 'Price guides', id: 'price-guides' }, text: 'Guides help set a ceiling.' },
      ],
    },
  ],
  {
    browse: [
      { label: 'Want lists', href: '/wants' },
      { label: 'Resources', href: '/resources' },
    ],
  },
);

let engine: SearchEngine;
beforeEach(async () => {
  engine = { ...(await open()).engine, text: ENGLISH };
});

function renderDialog(initialInput?: string, searchEngine = engine) {
  const onClose = jest.fn();
  render(<SearchDialog engine={searchEngine} initialInput={initialInput} onClose={onClose} />);
  return { onClose, input: screen.getByRole('combobox', { name: 'Search the docs' }) };
}

/** Waits until the dialog shows the results of what was typed last: it is no longer busy. */
const settled = () => waitFor(() => expect(document.querySelector('[aria-busy="false"]')).not.toBeNull());

describe('SearchDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts with the text typed while it loaded, its results shown and the caret after it', async () => {
    const { input } = renderDialog('ceil');
    expect(input).toHaveValue('ceil');
    expect(input).toHaveFocus();
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    await userEvent.keyboard('ing');
    expect(input).toHaveValue('ceiling');
  });

  it('focuses its labelled input and shows results as the reader types, grouped by page', async () => {
    const { input } = renderDialog();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'ceiling');
    await settled();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.firstChild?.textContent)).toEqual([
      'Want lists',
      'Resources',
    ]);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/wants?highlight=ceiling#price-ceilings',
      '/wants?highlight=ceiling#setting-a-ceiling',
      '/resources?highlight=ceiling#price-guides',
    ]);
    expect(options[0]).toHaveAccessibleName('Want lists › Price ceilings A ceiling is the most you pay.');
    expect(within(options[0]).getAllByText(/ceiling/i, { selector: 'mark' })).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('3 results on 2 pages.');
  });

  it('moves the active option with the arrow keys, wrapping at both ends', async () => {
    const { input } = renderDialog();
    await userEvent.type(input, 'ceiling');
    await settled();
    const options = screen.getAllByRole('option');
    const active = () => options.findIndex((option) => option.id === input.getAttribute('aria-activedescendant'));
    expect(active()).toBe(0);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(2);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(0);
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe(2);
    expect(input).toHaveFocus();
  });

  it('opens the active result on Enter, closing the dialog', async () => {
    const navigate = jest.spyOn(gatsby, 'navigate');
    const { input, onClose } = renderDialog();
    await userEvent.type(input, 'ceiling');
    await settled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/wants?highlight=ceiling#setting-a-ceiling');
  });

  it('tolerates a typo', async () => {
    const { input } = renderDialog();
    await userEvent.type(input, 'cieling');
    await settled();
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/^Want lists › Price ceilings/);
  });

  it('says when nothing matches and offers the pages of the sidebar', async () => {
    const { input, onClose } = renderDialog();
    await userEvent.type(input, 'xylophone');
    await settled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText(/No results for/, { selector: 'p' })).toHaveTextContent('No results for “xylophone”.');
    expect(screen.getByRole('status')).toHaveTextContent('No results for “xylophone”.');
    const pageLink = screen.getByRole('link', { name: 'Resources' });
    expect(pageLink).toHaveAttribute('href', '/resources');
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(pageLink);
    expect(onClose).toHaveBeenCalled();
  });

  it('does nothing on Enter or arrows without results', async () => {
    const navigate = jest.spyOn(gatsby, 'navigate');
    const { input } = renderDialog();
    await settled();
    await userEvent.type(input, '{ArrowDown}{Enter}');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the results on screen, busy, until those of the next keystroke arrive', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: SearchEngine = {
      browse: engine.browse,
      text: engine.text,
      search: async (text) => {
        if (text === 'ceilings') await held;
        return engine.search(text);
      },
    };
    const { input } = renderDialog('ceiling', slow);
    await settled();
    await userEvent.type(input, 's');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 results on 2 pages.');
    await act(async () => release());
    await settled();
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('href', '/wants?highlight=ceiling#price-ceilings');
  });

  it('shows a failed search in a red box; Retry searches again', async () => {
    const failOnce = jest
      .fn<ReturnType<SearchEngine['search']>, [string]>()
      .mockRejectedValueOnce(new Error('The search index could not be loaded (Failed to fetch).'))
      .mockImplementation((text) => engine.search(text));
    renderDialog('ceiling', { browse: engine.browse, text: engine.text, search: failOnce });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
