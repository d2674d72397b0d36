import React, { type ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle } from './behaviour';
import AnnouncementBar from '.';
import { renderInChrome } from '../chrome.testHelper';

type Bar = ComponentProps<typeof AnnouncementBar>['bar'];

function renderWith(bar: Bar) {
  return renderInChrome(<AnnouncementBar bar={bar} />);
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-announcement-dismissed');
});

describe('AnnouncementBar', () => {
  it('shows the configured HTML in a named region', () => {
    renderWith({ id: 'v2', content: 'Trove 2 is out: <a href="/wants">see want lists</a>', isCloseable: false });
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('Trove 2 is out: see want lists');
    expect(screen.getByRole('link', { name: 'see want lists' })).toHaveAttribute('href', '/wants');
  });

  it('has no close button when the bar is not closeable', () => {
    renderWith({ id: 'v2', content: 'Maintenance tonight', isCloseable: false });
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has a close button that names the bar it closes, for the close behaviour', () => {
    renderWith({ id: 'v2', content: 'Trove 2 is out', isCloseable: true });
    const close = screen.getByRole('button', { name: 'Close announcement' });
    expect(close).toHaveAttribute('type', 'button');
    expect(close).toHaveAttribute('data-behaviour', 'announcement-close');
    expect(close).toHaveAttribute('data-announcement-id', 'v2');
    expect(screen.getByRole('region', { name: 'Announcement' })).toContainElement(close);
  });

  it.each([true, false])(
    'ends with the hidden marker that shows the content once all of it has arrived (closeable: %s)',
    (isCloseable) => {
      renderWith({ id: 'v2', content: 'Trove 2 is <em>out</em>', isCloseable });
      const last = screen.getByRole('region', { name: 'Announcement' }).lastElementChild;
      expect(last).toHaveClass('announcement__parsed');
      expect(last).not.toBeVisible();
    },
  );

  it('is the same markup for every reader: a closed bar is hidden by CSS from <html>, not left out', () => {
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    renderWith({ id: 'v2', content: 'Trove 2 is out', isCloseable: true });
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveClass('announcement');
  });

  it('closes through its behaviour, which remembers the dismissal and the id from the markup', async () => {
    renderWith({ id: 'v2', content: 'Trove 2 is out', isCloseable: true });
    const close = screen.getByRole('button', { name: 'Close announcement' });
    close.addEventListener('click', (event) => handle(event, close));
    await userEvent.click(close);
    expect(document.documentElement).toHaveAttribute('data-announcement-dismissed');
    expect(window.localStorage.getItem('announcement.dismiss')).toBe('true');
    expect(window.localStorage.getItem('announcement.id')).toBe('v2');
  });

  it('uses the configured colours', () => {
    renderWith({ id: 'v2', content: 'Trove 2', isCloseable: true, backgroundColor: '#0f6e5a', textColor: '#ffffff' });
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveStyle({
      background: '#0f6e5a',
      color: '#ffffff',
    });
  });

  it('leaves the colours to the stylesheet when none are configured', () => {
    renderWith({ id: 'v2', content: 'Trove 2', isCloseable: false });
    expect(screen.getByRole('region', { name: 'Announcement' })).not.toHaveAttribute('style');
  });
});
