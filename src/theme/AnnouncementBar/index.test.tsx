import React, { type ComponentProps } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnnouncementBar from '.';

describe('AnnouncementBar', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-announcement-dismissed');
  });

  function renderWith(bar: ComponentProps<typeof AnnouncementBar>['bar']) {
    return render(<AnnouncementBar bar={bar} />);
  }

  it('shows the configured HTML in a named region', () => {
    renderWith({ id: 'v2', content: 'Trove 2 is out: <a href="/wants">see want lists</a>', isCloseable: false });
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('Trove 2 is out: see want lists');
    expect(screen.getByRole('link', { name: 'see want lists' })).toHaveAttribute('href', '/wants');
  });

  it('has no close button when the bar is not closeable, and ignores an old dismissal', () => {
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    renderWith({ id: 'v2', content: 'Maintenance tonight', isCloseable: false });
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('closes, remembers the dismissal and the id, and marks <html> for the next page load', async () => {
    renderWith({ id: 'v2', content: 'Trove 2 is out', isCloseable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('announcement.dismiss')).toBe('true');
    expect(window.localStorage.getItem('announcement.id')).toBe('v2');
    expect(document.documentElement).toHaveAttribute('data-announcement-dismissed');
  });

  it('stays closed when the head script marked it closed', () => {
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    const { container } = renderWith({ id: 'v2', content: 'Trove 2 is out', isCloseable: true });
    expect(container).toBeEmptyDOMElement();
  });

  it('closes when the reader closes the same bar in another tab', () => {
    renderWith({ id: 'v2', content: 'Trove 2 is out', isCloseable: true });
    act(() => {
      window.localStorage.setItem('announcement.dismiss', 'true');
      window.localStorage.setItem('announcement.id', 'v2');
      window.dispatchEvent(new StorageEvent('storage', { key: 'announcement.id', storageArea: window.localStorage }));
    });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('uses the configured colours', () => {
    renderWith({ id: 'v2', content: 'Trove 2', isCloseable: true, backgroundColor: '#0f6e5a', textColor: '#ffffff' });
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveStyle({
      background: '#0f6e5a',
      color: '#ffffff',
    });
  });
});
