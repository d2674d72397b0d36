import { screen } from '@testing-library/react';
import React from 'react';
import ColorModeToggle from '.';
import { followColorModeOfOtherTab, labelColorModeToggles, readColorMode, toggleColorMode } from './colorMode';
import { startTracked } from '../../browser/listeners.testHelper';
import { showBuiltMarkup } from '../../browser/markup.testHelper';

const labelOf = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;

/** Two toggles as the build renders them, named for the default mode, light: the navbar's and the mobile menu's. */
function showToggles() {
  showBuiltMarkup(
    <>
      <ColorModeToggle />
      <ColorModeToggle />
    </>,
  );
  return screen.getAllByRole('button');
}

/** A change of the colour mode made in another tab of the site. */
const changeInOtherTab = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-theme', 'light');
});
afterEach(() => jest.restoreAllMocks());

describe('readColorMode', () => {
  it('is the mode the head script put on <html>', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    expect(readColorMode()).toBe('dark');
    document.documentElement.setAttribute('data-theme', 'light');
    expect(readColorMode()).toBe('light');
  });

  it('is light, the default, when <html> has no mode or one it does not know', () => {
    document.documentElement.removeAttribute('data-theme');
    expect(readColorMode()).toBe('light');
    document.documentElement.setAttribute('data-theme', 'sepia');
    expect(readColorMode()).toBe('light');
  });
});

describe('toggleColorMode', () => {
  it('switches to the other mode and back, remembering each choice for the next visit', () => {
    toggleColorMode();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    toggleColorMode();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('names the new mode on every toggle of the page, by name and tooltip', () => {
    const toggles = showToggles();
    toggleColorMode();
    for (const toggle of toggles) {
      expect(toggle).toHaveAccessibleName(labelOf('dark'));
      expect(toggle).toHaveAttribute('title', labelOf('dark'));
    }
  });

  it('still switches, for this page, when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const [toggle] = showToggles();
    expect(() => toggleColorMode()).not.toThrow();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(toggle).toHaveAccessibleName(labelOf('dark'));
  });
});

describe('labelColorModeToggles', () => {
  it('makes the toggles the build named for light say the mode the reader chose', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const toggles = showToggles();
    expect(toggles[0]).toHaveAccessibleName(labelOf('light'));
    labelColorModeToggles();
    for (const toggle of toggles) {
      expect(toggle).toHaveAccessibleName(labelOf('dark'));
      expect(toggle).toHaveAttribute('title', labelOf('dark'));
    }
  });

  it('leaves the mode and the stored choice as they are', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    showToggles();
    labelColorModeToggles();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage).toHaveLength(0);
  });
});

describe('followColorModeOfOtherTab', () => {
  let stop: () => void;
  beforeEach(() => (stop = startTracked(() => window.addEventListener('storage', followColorModeOfOtherTab))));
  afterEach(() => stop());

  it("takes the mode chosen in another tab, naming it on this page's toggles", () => {
    const [toggle] = showToggles();
    changeInOtherTab('theme', 'dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(toggle).toHaveAccessibleName(labelOf('dark'));
    changeInOtherTab('theme', 'light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(toggle).toHaveAccessibleName(labelOf('light'));
  });

  it('ignores changes of other stored choices', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    changeInOtherTab('docs-preferred-version-default', 'light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('shows light, as a fresh page would, when the other tab stored a mode it does not know', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    changeInOtherTab('theme', 'sepia');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
