import React from 'react';
import { screen } from '@testing-library/react';
import { renderInChrome } from '../chrome.testHelper';
import DocFooter from '.';

const lastUpdate = { date: '2024-03-04T10:00:00.000Z', author: 'Bo Brandt' };

describe('DocFooter', () => {
  it('links where the doc is edited, in a new tab', () => {
    renderInChrome(<DocFooter editUrl="https://github.com/o/r/edit/main/content/docs/wants.mdx" />);
    const link = screen.getByRole('link', { name: 'Edit this page' });
    expect(link).toHaveAttribute('href', 'https://github.com/o/r/edit/main/content/docs/wants.mdx');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says when and by whom the doc last changed, the date in a <time> with its moment', () => {
    const { container } = renderInChrome(<DocFooter lastUpdate={lastUpdate} />);
    expect(container).toHaveTextContent('Last updated on Mar 4, 2024 by Bo Brandt');
    expect(container.querySelector('time')).toHaveAttribute('datetime', lastUpdate.date);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says only what it knows', () => {
    const dated = renderInChrome(<DocFooter lastUpdate={{ date: lastUpdate.date }} />);
    expect(dated.container).toHaveTextContent(/^Last updated on Mar 4, 2024$/);
    dated.unmount();
    const signed = renderInChrome(<DocFooter lastUpdate={{ author: 'Bo Brandt' }} />);
    expect(signed.container).toHaveTextContent(/^Last updated by Bo Brandt$/);
  });

  it('renders nothing with neither', () => {
    const { container } = renderInChrome(<DocFooter />);
    expect(container).toBeEmptyDOMElement();
  });
});
