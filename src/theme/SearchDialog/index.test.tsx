import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as gatsby from 'gatsby';
import { buildSearchIndex } from '../../lib/search/buildIndex';
import { loadSearchEngine } from '../../lib/search/engine';
import SearchDialog from '.';

const engine = loadSearchEngine(
  buildSearchIndex(
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
    [
      { label: 'Want lists', href: '/wants' },
      { label: 'Resources', href: '/resources' },
    ],
  ),
);

function renderDialog(initialInput?: string) {
  const onClose = jest.fn();
  render(<SearchDialog engine={engine} initialInput={initialInput} onClose={onClose} />);
  return { onClose, input: screen.getByRole('combobox', { name: 'Search the docs' }) };
}

describe('SearchDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts with the text typed while it loaded, its results shown and the caret after it', async () => {
    const { input } = renderDialog('ceil');
    expect(input).toHaveValue('ceil');
    expect(input).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    await userEvent.keyboard('ing');
    expect(input).toHaveValue('ceiling');
  });

  it('focuses its labelled input and shows results as the reader types, grouped by page', async () => {
    const { input } = renderDialog();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'ceiling');
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
    await userEvent.type(input, 'ceiling{ArrowDown}{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/wants?highlight=ceiling#setting-a-ceiling');
  });

  it('tolerates a typo', async () => {
    const { input } = renderDialog();
    await userEvent.type(input, 'cieling');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/^Want lists › Price ceilings/);
  });

  it('says when nothing matches and offers the pages of the sidebar', async () => {
    const { input, onClose } = renderDialog();
    await userEvent.type(input, 'xylophone');
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
    await userEvent.type(input, '{ArrowDown}{Enter}');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
