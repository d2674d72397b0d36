import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TOCCollapsible from '../TOCCollapsible';
import TOC from '.';

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
    render(<TOC items={items} />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#price-ceilings', '#setting-a-ceiling', '#alerts']);
    const nested = within(toc).getAllByRole('list')[1];
    expect(within(nested).getByRole('link', { name: 'Setting a ceiling' })).toBeInTheDocument();
  });

  it('renders nothing for a doc without headings', () => {
    const { container } = render(<TOC items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TOCCollapsible', () => {
  it('is collapsed until the reader opens it', async () => {
    render(<TOCCollapsible items={items} />);
    const toggle = screen.getByRole('button', { name: 'On this page' });
    const content = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(content).toHaveClass('closed');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(content).not.toHaveClass('closed');
    expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '#alerts');
  });
});
