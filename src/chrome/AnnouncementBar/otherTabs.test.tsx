import React from 'react';
import { screen } from '@testing-library/react';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, rememberDismissal } from './announcementBar';
import AnnouncementBar from '.';
import { followAnnouncementOfOtherTab } from './otherTabs';
import { startTracked } from '../../browser/listeners.testHelper';
import { showBuiltMarkup } from '../../browser/markup.testHelper';

/** Another tab of the site closed the bar with this id: storage changed there, this tab gets its events. */
function closedInAnotherTab(barId: string): void {
  rememberDismissal(window.localStorage, barId);
  for (const key of ['announcement.dismiss', 'announcement.id'])
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: window.localStorage.getItem(key) }));
}

let stop: () => void;
beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  showBuiltMarkup(
    <AnnouncementBar bar={{ id: 'share-wants', content: 'Want lists can be shared', isCloseable: true }} />,
  );
  stop = startTracked(() => window.addEventListener('storage', followAnnouncementOfOtherTab));
});
afterEach(() => stop());

it('closes the bar when the reader closed this same bar in another tab', () => {
  expect(screen.getByText('Want lists can be shared')).toBeInTheDocument();
  closedInAnotherTab('share-wants');
  expect(document.documentElement).toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
});

it('keeps the bar when another tab closed an older announcement', () => {
  closedInAnotherTab('trade-week');
  expect(document.documentElement).not.toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
});

it('ignores the other storage changes of the site', () => {
  rememberDismissal(window.localStorage, 'share-wants');
  window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
  expect(document.documentElement).not.toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
});
