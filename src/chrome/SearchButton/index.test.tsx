import React from 'react';
import { screen } from '@testing-library/react';
import SearchButton from '.';
import { renderInChrome } from '../chrome.testHelper';

describe('SearchButton', () => {
  it('is a button named Search that opens a dialog, for the search behaviour', () => {
    renderInChrome(<SearchButton />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('data-behaviour', 'search');
  });

  it('announces its shortcuts: Ctrl+K, ⌘K and /', () => {
    renderInChrome(<SearchButton />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  });

  it('holds both shortcut labels for CSS to show the platform’s one, out of the accessible name', () => {
    renderInChrome(<SearchButton />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.querySelector('kbd.search-button__ctrl')).toHaveTextContent('Ctrl K');
    expect(button.querySelector('kbd.search-button__cmd')).toHaveTextContent('⌘ K');
    expect(button.querySelector('.search-button__keys')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps its name in a visually hidden label, the visible word and the icon hidden from assistive technology', () => {
    renderInChrome(<SearchButton />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.querySelector('.visually-hidden')).toHaveTextContent('Search');
    expect(button.querySelector('.search-button__text')).toHaveAttribute('aria-hidden', 'true');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
