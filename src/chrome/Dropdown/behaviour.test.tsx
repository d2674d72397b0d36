import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { InMobileMenuProvider } from '../../contexts/InMobileMenu';
import { DESKTOP_MEDIA_QUERY } from '../Navbar/breakpoint';
import { preferredVersionStorageKey } from '../../lib/preferredVersion';
import Dropdown from '.';
import DocsVersionDropdownNavbarItem from '../NavbarItem/DocsVersionDropdownNavbarItem';
import LocaleDropdownNavbarItem from '../NavbarItem/LocaleDropdownNavbarItem';
import { showBuiltMarkup } from '../../browser/markup.testHelper';
import { mockMediaFeatures } from '../../browser/media.testHelper';
import { REMEMBER_ATTRIBUTE, REMEMBER_VALUE_ATTRIBUTE } from '../../browser/rememberedChoices';
import { enableBehavioursLoaded } from '../../browser/behaviours/dispatcher.testHelper';

const versions = [
  { label: 'Next', href: '/wants', current: true },
  { label: '1.0', href: '/1.0/wants' },
  { label: '0.9', href: '/0.9/wants' },
];

/** The built dropdown with a control after it, for focus and clicks to go elsewhere. */
function showDropdown(label = 'Version') {
  showBuiltMarkup(
    <>
      <Dropdown label={label} links={versions} />
      <button type="button">after</button>
    </>,
  );
  return screen.getByRole('button', { name: label });
}

// jsdom cannot follow links; the tests only need the clicks.
const preventNavigation = (event: Event) => event.preventDefault();

beforeAll(async () => {
  await enableBehavioursLoaded('dropdown', 'collapsible');
  document.addEventListener('click', preventNavigation);
});
afterAll(() => document.removeEventListener('click', preventNavigation));
beforeEach(() => {
  mockMediaFeatures();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('dropdown', () => {
  it('opens and closes on clicks of its button, showing and hiding its list', async () => {
    const button = showDropdown();
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('opens from the keyboard with Enter, and with the arrow keys on the first or the last link', async () => {
    const button = showDropdown();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // The arrow keys must not scroll the page as well.
    expect(fireEvent.keyDown(button, { key: 'ArrowDown' })).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '0.9' })).toHaveFocus();
  });

  it('moves through its links with the arrow keys, wrapping around, and Home and End', async () => {
    const button = showDropdown();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const link = (name: string) => screen.getByRole('link', { name });
    await userEvent.keyboard('{ArrowDown}');
    expect(link('1.0')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(link('0.9')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(link('Next')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(link('0.9')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(link('Next')).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const button = showDropdown();
    button.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: '1.0' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside it, and then leaves Escape and focus alone', async () => {
    const button = showDropdown();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'after' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // A closed dropdown no longer listens: Escape elsewhere must not pull focus back to it.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('stays open while focus moves inside it and closes when focus leaves it', async () => {
    const button = showDropdown();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen', async () => {
    const button = showDropdown();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: '1.0' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open dropdown when another opens', async () => {
    showBuiltMarkup(
      <>
        <Dropdown label="Version" links={versions} />
        <Dropdown label="Language" links={[{ label: 'English', href: '/' }]} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Version' }));
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('button', { name: 'Version' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Language' })).toHaveAttribute('aria-expanded', 'true');
  });

  describe('hover', () => {
    it('opens on hover on a desktop pointer that can hover, a click then keeps it open, leaving closes it', async () => {
      mockMediaFeatures(DESKTOP_MEDIA_QUERY, '(hover: hover)');
      const button = showDropdown();
      const root = button.parentElement!;
      await userEvent.hover(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      // The click that usually follows the hover confirms the open.
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.unhover(root);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await userEvent.hover(button);
      await userEvent.click(button);
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('ignores hover in the mobile layout and on pointers that cannot hover', async () => {
      for (const features of [['(hover: hover)'], [DESKTOP_MEDIA_QUERY]]) {
        mockMediaFeatures(...features);
        const button = showDropdown();
        await userEvent.hover(button);
        expect(button).toHaveAttribute('aria-expanded', 'false');
        // A touch ends with the pointer leaving: that must not close what the tap opened.
        await userEvent.click(button);
        await userEvent.unhover(button.parentElement!);
        expect(button).toHaveAttribute('aria-expanded', 'true');
      }
    });
  });

  it('remembers the docs version chosen, under the key and value its link names', async () => {
    showBuiltMarkup(<DocsVersionDropdownNavbarItem />, {
      doc: { id: 'wants', version: 'current', versionRoutes: { current: '/wants' } },
    });
    const button = screen.getByRole('button', { name: 'Docs version: Next' });
    await userEvent.click(button);
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link).toHaveAttribute('href', '/wants');
    await userEvent.click(link);
    expect(localStorage.getItem(preferredVersionStorageKey('default'))).toBe('current');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('remembers nothing for links without a choice, and still closes when storage is blocked', async () => {
    const button = showDropdown();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: '1.0' }));
    expect(localStorage).toHaveLength(0);

    showBuiltMarkup(
      <Dropdown
        label="Version"
        links={[
          { label: '1.0', href: '/1.0/', data: { [REMEMBER_ATTRIBUTE]: 'v', [REMEMBER_VALUE_ATTRIBUTE]: '1.0' } },
        ]}
      />,
    );
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Version' }));
      await userEvent.click(screen.getByRole('link', { name: '1.0' }));
      expect(screen.getByRole('button', { name: 'Version' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      setItem.mockRestore();
    }
  });

  it("gives the locale links the reader's query string and hash when it opens", async () => {
    window.history.replaceState(null, '', '/wants?view=grid#alerts');
    showBuiltMarkup(<LocaleDropdownNavbarItem />, { pathname: '/wants' });
    const button = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/wants?view=grid#alerts');
    await userEvent.click(button);
    // The location changed since: the link follows it, without keeping the old query.
    window.history.replaceState(null, '', '/wants?view=list');
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/wants?view=list');
    window.history.replaceState(null, '', '/');
  });

  describe('in the mobile menu', () => {
    function showMenuDropdown() {
      showBuiltMarkup(
        <InMobileMenuProvider>
          <Dropdown label="Community" links={versions} />
          <p>outside</p>
        </InMobileMenuProvider>,
      );
      const button = screen.getByRole('button', { name: 'Community' });
      return { button, region: document.getElementById(button.getAttribute('aria-controls')!)! };
    }

    it('opens inline as a collapsible, animating its height, and closes on a second click only', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { button, region } = showMenuDropdown();
      expect(region).toHaveClass('collapsible');
      Object.defineProperty(region, 'scrollHeight', { value: 120 });
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(region.style.height).toBe('120px');
      jest.runOnlyPendingTimers();
      expect(region).not.toHaveAttribute('style');
      // Inline, it is part of the menu: a click elsewhere in it or Escape leaves it open.
      await user.click(screen.getByText('outside'));
      await user.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('does not open on hover, even on desktop', async () => {
      mockMediaFeatures(DESKTOP_MEDIA_QUERY, '(hover: hover)');
      const { button } = showMenuDropdown();
      await userEvent.hover(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
