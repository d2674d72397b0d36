import React from 'react';
import { render, screen } from '@testing-library/react';
import Collapsible from '.';

describe('Collapsible', () => {
  it('wraps its content in an element with the given id, for a toggle’s aria-controls', () => {
    render(
      <Collapsible id="sb:3">
        <a href="/wants">Want lists</a>
      </Collapsible>,
    );
    const link = screen.getByRole('link', { name: 'Want lists' });
    const region = link.parentElement!;
    expect(region).toHaveAttribute('id', 'sb:3');
    expect(region).toHaveClass('collapsible');
  });

  it('holds no state of its own: no inline style, no hidden attribute, no aria-expanded', () => {
    // Open or closed is the toggle's aria-expanded, read by the stylesheet and the behaviour.
    render(
      <Collapsible id="toc-mobile-items">
        <p>Content</p>
      </Collapsible>,
    );
    const region = screen.getByText('Content').parentElement!;
    expect(region).not.toHaveAttribute('style');
    expect(region).not.toHaveAttribute('hidden');
    expect(region).not.toHaveAttribute('aria-expanded');
    expect(region.attributes).toHaveLength(2);
  });
});
