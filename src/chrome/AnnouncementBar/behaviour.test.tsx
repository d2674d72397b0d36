import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY } from './announcementBar';
import AnnouncementBar from '.';
import { showBuiltMarkup } from '../../browser/markup.testHelper';
import { enableBehavioursLoaded } from '../../browser/behaviours/dispatcher.testHelper';

const showBar = (id = 'v2') =>
  showBuiltMarkup(<AnnouncementBar bar={{ id, content: 'Trove 2 is out', isCloseable: true }} />);

beforeAll(() => enableBehavioursLoaded('announcement-close'));
afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
});

describe('announcement bar', () => {
  it('closes on its close button, remembering that this bar was closed', async () => {
    showBar('v2');
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    // The stylesheet hides the bar from this mark, which the bar's inline script sets on later pages.
    expect(document.documentElement).toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
    expect(localStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY)).toBe('true');
    expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe('v2');
  });

  it('stays open when the reader only points at or focuses the close button', async () => {
    showBar();
    const close = screen.getByRole('button', { name: 'Close announcement' });
    await userEvent.hover(close);
    fireEvent.focusIn(close);
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.documentElement).not.toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
    expect(localStorage).toHaveLength(0);
  });

  it('closes on this page when storage is blocked', async () => {
    showBar();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    } finally {
      setItem.mockRestore();
    }
    expect(document.documentElement).toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  });
});
