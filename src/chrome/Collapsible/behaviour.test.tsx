import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import type { SidebarEntry } from '../../lib/sidebar';
import { enableBehavioursLoaded } from '../../browser/behaviours/dispatcher.testHelper';
import { showBuiltMarkup } from '../../browser/markup.testHelper';
import { mockMediaFeatures } from '../../browser/media.testHelper';
import DocSidebar from '../DocSidebar';
import TOCCollapsible from '../TOC/TOCCollapsible';
import { collapseDurationMs, REDUCED_MOTION_QUERY } from './collapse';
import { behaviourAttribute } from '../behaviourAttribute';
import { SIDEBAR_BEHAVIOUR } from '../DocSidebar/names';

/** A sidebar in its frame, as the layout puts it: the frame's behaviour serves its toggles. */
const SidebarFrame = ({ items }: { items: SidebarEntry[] }) => (
  <nav {...behaviourAttribute(SIDEBAR_BEHAVIOUR)}>
    <DocSidebar items={items} />
  </nav>
);

const sidebar: SidebarEntry[] = [
  { label: 'Getting started', href: '/' },
  {
    label: 'Guides',
    collapsible: true,
    collapsed: true,
    items: [
      { label: 'Resources', href: '/resources' },
      { label: 'Wants', href: '/wants' },
    ],
  },
  {
    label: 'Reference',
    href: '/reference',
    collapsible: true,
    collapsed: false,
    items: [{ label: 'CLI', href: '/cli' }],
  },
];

/** The content a toggle controls, 360 px tall once laid out (jsdom lays nothing out). */
function contentOf(toggle: HTMLElement, height = 360): HTMLElement {
  const content = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  Object.defineProperty(content, 'scrollHeight', { configurable: true, value: height });
  return content;
}

/** A transition of `propertyName` ended on `target` (jsdom has no TransitionEvent). */
function endTransition(target: Element, propertyName: string): void {
  target.dispatchEvent(Object.assign(new Event('transitionend', { bubbles: true }), { propertyName }));
}

beforeAll(() => enableBehavioursLoaded('collapsible', 'sidebar'));
beforeEach(() => {
  mockMediaFeatures();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('collapsible', () => {
  it('opens a closed sidebar category and closes it again, its toggle saying which', () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Guides' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("toggles a category whose label is a link with its caret, leaving the link to lead to the category's doc", () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const caret = screen.getByRole('button', { name: 'Toggle category Reference' });
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(caret);
    expect(caret).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('link', { name: 'Reference' }), { button: 0 });
    expect(caret).toHaveAttribute('aria-expanded', 'false');
  });

  it('animates the height from closed to the content height, for a duration growing with it, then leaves it to CSS', () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Guides' });
    const content = contentOf(toggle);
    fireEvent.click(toggle);
    const duration = collapseDurationMs(360, false);
    expect(duration).toBeGreaterThan(100);
    expect(content.style.height).toBe('360px');
    expect(content.style.transition).toBe(`height ${duration}ms ease-in-out`);
    // The content shows while it grows, whatever the stylesheet says of a closed section.
    expect(content.style.visibility).toBe('visible');
    endTransition(content, 'height');
    expect(content).not.toHaveAttribute('style');
  });

  it('animates closing down to zero', () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Toggle category Reference' });
    const content = contentOf(toggle, 36);
    fireEvent.click(toggle);
    expect(content.style.height).toBe('0px');
    expect(content.style.transition).toBe(`height ${collapseDurationMs(36, false)}ms ease-in-out`);
  });

  it('renders closing content while it is measured and animated, then leaves that to the stylesheet', () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Toggle category Reference' });
    const content = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // As a browser measures it: closed content is not rendered (styles.css) unless shown inline.
    Object.defineProperty(content, 'scrollHeight', {
      configurable: true,
      get: () =>
        toggle.getAttribute('aria-expanded') === 'false' &&
        content.style.getPropertyValue('content-visibility') !== 'visible'
          ? 0
          : 36,
    });
    fireEvent.click(toggle);
    expect(content.style.getPropertyValue('content-visibility')).toBe('visible');
    expect(content.style.transition).toBe(`height ${collapseDurationMs(36, false)}ms ease-in-out`);
    endTransition(content, 'height');
    expect(content).not.toHaveAttribute('style');
  });

  it('waits for the end of its own height transition, not that of another property or a nested section', () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Guides' });
    const content = contentOf(toggle);
    fireEvent.click(toggle);
    endTransition(content, 'opacity');
    endTransition(screen.getByRole('link', { name: 'Wants' }), 'height');
    expect(content.style.height).toBe('360px');
    endTransition(content, 'height');
    expect(content).not.toHaveAttribute('style');
  });

  it('settles even when no transition ends (the height did not change)', () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Guides' });
    const content = contentOf(toggle);
    fireEvent.click(toggle);
    jest.advanceTimersByTime(collapseDurationMs(360, false) + 49);
    expect(content).toHaveAttribute('style');
    jest.advanceTimersByTime(1);
    expect(content).not.toHaveAttribute('style');
  });

  it('snaps open in 1 ms for readers who prefer reduced motion', () => {
    mockMediaFeatures(REDUCED_MOTION_QUERY);
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Guides' });
    const content = contentOf(toggle);
    fireEvent.click(toggle);
    expect(content.style.transition).toBe('height 1ms ease-in-out');
    jest.advanceTimersByTime(51);
    expect(content).not.toHaveAttribute('style');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('turns back from where the height is when toggled again during the animation', () => {
    showBuiltMarkup(<SidebarFrame items={sidebar} />);
    const toggle = screen.getByRole('button', { name: 'Toggle category Reference' });
    const content = contentOf(toggle, 36);
    fireEvent.click(toggle);
    // Partly closed when the reader changes their mind; the content has grown meanwhile.
    jest.spyOn(content, 'getBoundingClientRect').mockReturnValue({ height: 30 } as DOMRect);
    contentOf(toggle, 720);
    fireEvent.click(toggle);
    expect(content.style.height).toBe('720px');
    expect(content.style.transition).toBe(`height ${collapseDurationMs(690, false)}ms ease-in-out`);
    // The first animation, stopped, no longer settles the second one when its time is up.
    jest.advanceTimersByTime(collapseDurationMs(36, false) + 50);
    expect(content.style.height).toBe('720px');
  });

  it('opens the mobile table of contents from the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    showBuiltMarkup(<TOCCollapsible items={[{ id: 'alerts', value: 'Alerts', level: 2, children: [] }]} />);
    const toggle = screen.getByRole('button', { name: 'On this page' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
