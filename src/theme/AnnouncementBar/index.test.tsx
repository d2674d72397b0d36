import React from 'react';
import { render, screen } from '@testing-library/react';

describe('AnnouncementBar', () => {
  afterEach(() => jest.resetModules());

  function renderWith(announcementBar: unknown) {
    jest.doMock('../../config/site.config', () => {
      const actual = jest.requireActual('../../config/site.config');
      return { __esModule: true, default: { ...actual.default, announcementBar } };
    });
    // Loaded after the mock so the component reads the fixture config.
    const { default: AnnouncementBar } = jest.requireActual<typeof import('.')>('.');
    return render(<AnnouncementBar />);
  }

  it('shows the configured HTML in a named region', () => {
    renderWith({ id: 'v2', content: 'Trove 2 is out: <a href="/wants">see want lists</a>' });
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('Trove 2 is out: see want lists');
    expect(screen.getByRole('link', { name: 'see want lists' })).toHaveAttribute('href', '/wants');
  });

  it('renders nothing when the config has no bar', () => {
    const { container } = renderWith(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
