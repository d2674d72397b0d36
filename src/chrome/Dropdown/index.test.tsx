import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle } from './behaviour';
import { InMobileMenuProvider } from '../../contexts/InMobileMenu';
import Dropdown from '.';
import { renderInChrome } from '../chrome.testHelper';

const links = [
  { label: 'Next', href: '/wants', current: true },
  { label: '1.0', href: '/1.0/wants' },
];

const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('Dropdown', () => {
  it('is a closed disclosure button over a hidden list of links', () => {
    renderInChrome(<Dropdown label="Next" ariaLabel="Docs version: Next" links={links} />);
    const button = screen.getByRole('button', { name: 'Docs version: Next' });
    expect(button).toHaveTextContent('Next');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = listOf(button);
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('hidden');
    // Hidden links are out of the accessibility tree until the behaviour opens the list.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names its root for the dropdown behaviour, holding both the button and the list', () => {
    renderInChrome(<Dropdown label="Next" links={links} />);
    const button = screen.getByRole('button', { name: 'Next' });
    const root = button.closest('[data-behaviour]');
    expect(root).toHaveAttribute('data-behaviour', 'dropdown');
    expect(root).toContainElement(listOf(button));
  });

  it('links every entry under the site path prefix and marks the current one', () => {
    renderInChrome(<Dropdown label="Next" links={links} />, '/docs');
    const list = listOf(screen.getByRole('button', { name: 'Next' }));
    const entries = within(list).getAllByRole('link', { hidden: true });
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Next', '/docs/wants'],
      ['1.0', '/docs/1.0/wants'],
    ]);
    expect(entries[0]).toHaveAttribute('aria-current', 'true');
    expect(entries[0]).toHaveClass('dropdown__link--current');
    expect(entries[1]).not.toHaveAttribute('aria-current');
    expect(entries[1]).not.toHaveClass('dropdown__link--current');
  });

  it('carries each link’s language and data attributes', () => {
    renderInChrome(
      <Dropdown
        label="English"
        links={[{ label: 'Français', href: '/fr/', lang: 'fr', data: { 'data-keep-location': '' } }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Français', hidden: true });
    expect(link).toHaveAttribute('lang', 'fr');
    expect(link).toHaveAttribute('data-keep-location', '');
  });

  it('gives each dropdown its own list id', () => {
    renderInChrome(
      <>
        <Dropdown label="Version" links={links} />
        <Dropdown label="Language" links={links} />
      </>,
    );
    const ids = ['Version', 'Language'].map((name) =>
      screen.getByRole('button', { name }).getAttribute('aria-controls'),
    );
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('opens and closes through its behaviour, which finds the list from the markup', async () => {
    renderInChrome(<Dropdown label="Next" links={links} />);
    const button = screen.getByRole('button', { name: 'Next' });
    const root = button.closest<HTMLElement>('[data-behaviour="dropdown"]')!;
    root.addEventListener('click', (event) => handle(event, root));
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '1.0' })).toHaveAttribute('href', '/1.0/wants');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(button)).toHaveAttribute('hidden');
  });

  describe('in the mobile menu', () => {
    it('shows its list inline in a collapsible right after the button, closed', () => {
      renderInChrome(
        <InMobileMenuProvider>
          <Dropdown label="Community" links={links} />
        </InMobileMenuProvider>,
      );
      const button = screen.getByRole('button', { name: 'Community' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const region = listOf(button);
      expect(region).toHaveClass('collapsible');
      // The stylesheet closes the collapsible from the toggle just before it.
      expect(button.nextElementSibling).toBe(region);
      const list = region.querySelector('ul');
      expect(list).not.toHaveAttribute('hidden');
      expect(list).not.toHaveAttribute('id');
      expect(within(region).getByRole('link', { name: '1.0' })).toHaveAttribute('href', '/1.0/wants');
    });
  });
});
