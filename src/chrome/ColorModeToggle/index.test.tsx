import React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enableBehaviours } from '../../browser/behaviours';
import { siteBehaviours } from '../behaviours';
import { followColorModeOfOtherTab, labelColorModeToggles } from './colorMode';
import ColorModeToggle from '.';
import { renderInChrome } from '../chrome.testHelper';

beforeAll(() => {
  // What gatsby-browser starts: the toggle's markup only works through these.
  enableBehaviours(siteBehaviours);
  window.addEventListener('storage', followColorModeOfOtherTab);
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-theme', 'light');
});

afterEach(() => jest.restoreAllMocks());

describe('ColorModeToggle', () => {
  it('is a button named for the default mode, light, whatever the reader chose: the build renders it once', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    renderInChrome(<ColorModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' });
    expect(toggle).toHaveAttribute('title', 'Switch between dark and light mode (currently light mode)');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('data-behaviour', 'color-mode');
  });

  it('holds both icons, hidden from assistive technology, for CSS to show the one of <html data-theme>', () => {
    renderInChrome(<ColorModeToggle />);
    const toggle = screen.getByRole('button');
    const sun = toggle.querySelector('svg.color-mode__sun');
    const moon = toggle.querySelector('svg.color-mode__moon');
    expect(sun).toHaveAttribute('aria-hidden', 'true');
    expect(moon).toHaveAttribute('aria-hidden', 'true');
  });

  it('switches to the other mode when pressed, storing the choice and naming the new mode', async () => {
    renderInChrome(<ColorModeToggle />);
    const toggle = screen.getByRole('button');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('says the mode the head script put on <html> once labelled', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    renderInChrome(<ColorModeToggle />);
    labelColorModeToggles();
    expect(screen.getByRole('button')).toHaveAccessibleName(/currently dark mode/);
  });

  it('follows a change made in another tab', () => {
    renderInChrome(<ColorModeToggle />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button')).toHaveAccessibleName(/currently dark mode/);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    });
    expect(screen.getByRole('button')).toHaveAccessibleName(/currently dark mode/);
  });

  it('still switches when storage is blocked', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    renderInChrome(<ColorModeToggle />);
    await userEvent.click(screen.getByRole('button'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
