import React from 'react';
import { screen, within } from '@testing-library/react';
import TOCCollapsible from './TOCCollapsible';
import TOC from '.';
import { renderInChrome } from '../chrome.testHelper';

const items = [
  {
    id: 'price-ceilings',
    value: 'Price ceilings',
    level: 2,
    children: [{ id: 'setting-a-ceiling', value: 'Setting a ceiling', level: 3, children: [] }],
  },
  { id: 'alerts', value: 'Alerts', level: 2, children: [] },
];

describe('TOC', () => {
  it('links each heading by anchor, nesting h3 under h2', () => {
    renderInChrome(<TOC items={items} />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#price-ceilings', '#setting-a-ceiling', '#alerts']);
    const nested = within(toc).getAllByRole('list')[1];
    expect(
      within(nested)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Setting a ceiling']);
  });

  it('marks no heading as reached: the active-heading behaviour does once the reader scrolls', () => {
    renderInChrome(<TOC items={items} />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(toc).toHaveAttribute('data-toc');
    expect(
      within(toc)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it('renders nothing for a doc without headings', () => {
    const { container } = renderInChrome(<TOC items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TOCCollapsible', () => {
  it('is a closed toggle over the heading links, right before the content it controls', () => {
    renderInChrome(<TOCCollapsible items={items} />);
    const toggle = screen.getByRole('button', { name: 'On this page' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('data-behaviour', 'collapsible');
    const content = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(content).toHaveClass('collapsible');
    // The stylesheet closes the content from the toggle just before it.
    expect(toggle.nextElementSibling).toBe(content);
    const nav = within(content).getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '#alerts');
  });

  it('uses no id of the desktop table of contents, which is on the same page', () => {
    const { container } = renderInChrome(
      <>
        <TOC items={items} />
        <TOCCollapsible items={items} />
      </>,
    );
    const html = container.innerHTML;
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders nothing for a doc without headings', () => {
    const { container } = renderInChrome(<TOCCollapsible items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
