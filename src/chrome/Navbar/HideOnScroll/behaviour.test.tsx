import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { fixtureNavigation } from '../../../config/navigation.testHelper';
import Navbar from '..';
import { startTracked } from '../../../browser/listeners.testHelper';
import { showBuiltMarkup } from '../../../browser/markup.testHelper';
import { start } from './behaviour';

// The site keeps its navbar in place; these tests are of a site that turned hide-on-scroll on.
const navigation = {
  ...fixtureNavigation,
  navbar: {
    hideOnScroll: true,
    items: [
      { type: 'default' as const, label: 'Status', to: '/status', position: 'left' as const },
      { type: 'search' as const, position: 'right' as const },
    ],
  },
};

const NAVBAR_HEIGHT = 60;

/** The build's navbar, 60 px tall once laid out (jsdom lays nothing out), and content to focus below it. */
function showPage() {
  showBuiltMarkup(
    <>
      <Navbar />
      <main>
        <a href="/wants">Wants</a>
      </main>
    </>,
    { navigation },
  );
  const navbar = screen.getByRole('navigation', { name: 'Main' });
  Object.defineProperty(navbar, 'offsetHeight', { configurable: true, value: NAVBAR_HEIGHT });
  return navbar;
}

/** Where the page is scrolled to, without a scroll event. */
const setScrollY = (value: number) => Object.defineProperty(window, 'scrollY', { value, configurable: true });

/** The reader scrolled to `y`. */
function scrollTo(y: number) {
  setScrollY(y);
  fireEvent.scroll(window);
}

/** Starts following as the dispatcher does: after the first scroll, which went from `fromY` to `toY`. */
function startAfterScroll(fromY: number, toY: number) {
  setScrollY(toY);
  stop = startTracked(() => start(fromY, '[data-hide-on-scroll]'));
}

const isHidden = (navbar: HTMLElement) => navbar.classList.contains('navbar--hidden');

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  setScrollY(0);
  (document.activeElement as HTMLElement | null)?.blur();
});

describe('hide on scroll', () => {
  it('judges the scroll that started it at once: a reader who scrolled down from the top sees the navbar hide', () => {
    const navbar = showPage();
    expect(isHidden(navbar)).toBe(false);
    startAfterScroll(0, 400);
    expect(isHidden(navbar)).toBe(true);
  });

  it('keeps the navbar when the scroll that started it went up', () => {
    const navbar = showPage();
    startAfterScroll(1200, 800);
    expect(isHidden(navbar)).toBe(false);
  });

  it('hides the navbar while the reader scrolls down and shows it as soon as they scroll up', () => {
    const navbar = showPage();
    startAfterScroll(0, 200);
    scrollTo(500);
    expect(isHidden(navbar)).toBe(true);
    scrollTo(490);
    expect(isHidden(navbar)).toBe(false);
    scrollTo(480);
    expect(isHidden(navbar)).toBe(false);
    scrollTo(900);
    expect(isHidden(navbar)).toBe(true);
  });

  it('leaves the navbar as it is on a scroll event that did not move the page up or down', () => {
    const navbar = showPage();
    startAfterScroll(0, 400);
    scrollTo(400);
    expect(isHidden(navbar)).toBe(true);
    scrollTo(300);
    scrollTo(300);
    expect(isHidden(navbar)).toBe(false);
  });

  it('always shows the navbar at the top of the page, within its own height, even scrolling down', () => {
    const navbar = showPage();
    startAfterScroll(0, 30);
    expect(isHidden(navbar)).toBe(false);
    scrollTo(NAVBAR_HEIGHT - 1);
    expect(isHidden(navbar)).toBe(false);
    scrollTo(600);
    expect(isHidden(navbar)).toBe(true);
    scrollTo(0);
    expect(isHidden(navbar)).toBe(false);
  });

  it('shows the navbar when focus enters it, and keeps it while focus is in it', async () => {
    const navbar = showPage();
    startAfterScroll(0, 400);
    expect(isHidden(navbar)).toBe(true);
    screen.getByRole('link', { name: 'Status' }).focus();
    expect(isHidden(navbar)).toBe(false);
    scrollTo(800);
    expect(isHidden(navbar)).toBe(false);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    scrollTo(1200);
    expect(isHidden(navbar)).toBe(false);
  });

  it('hides the navbar again on the next scroll down once focus has left it', () => {
    const navbar = showPage();
    startAfterScroll(0, 400);
    screen.getByRole('link', { name: 'Status' }).focus();
    screen.getByRole('link', { name: 'Wants' }).focus();
    expect(isHidden(navbar)).toBe(false);
    scrollTo(800);
    expect(isHidden(navbar)).toBe(true);
  });

  it('does not show the navbar for focus elsewhere on the page', () => {
    const navbar = showPage();
    startAfterScroll(0, 400);
    screen.getByRole('link', { name: 'Wants' }).focus();
    expect(isHidden(navbar)).toBe(true);
  });

  it('follows the navbar of the page the router shows next', () => {
    showPage();
    startAfterScroll(0, 400);
    const next = showPage();
    scrollTo(900);
    expect(isHidden(next)).toBe(true);
    scrollTo(850);
    expect(isHidden(next)).toBe(false);
  });
});
