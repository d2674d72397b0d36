import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import SkipToContent from '.';
import { MAIN_CONTENT_ID } from './mainContent';
import { showBuiltMarkup } from '../../browser/markup.testHelper';
import { enableBehavioursLoaded } from '../../browser/behaviours/dispatcher.testHelper';

/** The skip link, the navigation it skips and the page's <main> as the layout renders it. */
function showPage() {
  showBuiltMarkup(
    <>
      <SkipToContent />
      <nav aria-label="Main">
        <a href="/wants">Wants</a>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>Resources</h1>
      </main>
    </>,
  );
  return screen.getByRole('link', { name: 'Skip to main content' });
}

beforeAll(() => enableBehavioursLoaded('skip-link'));

describe('skip link', () => {
  it("is the page's first stop for the keyboard and moves focus past the navigation into <main>", async () => {
    showPage();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab goes on from the content, not back to the navigation.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Wants' })).not.toHaveFocus();
  });

  it('scrolls <main> into view and keeps the browser from also following the hash', () => {
    const link = showPage();
    const scrollIntoView = jest.spyOn(screen.getByRole('main'), 'scrollIntoView');
    expect(fireEvent.click(link)).toBe(false);
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('leaves the click to the browser when the page has no element of that id', () => {
    const link = showPage();
    screen.getByRole('main').removeAttribute('id');
    expect(fireEvent.click(link)).toBe(true);
    expect(link).not.toHaveFocus();
    window.history.replaceState(null, '', '/');
  });
});
