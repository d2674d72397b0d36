import React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider } from '../../contexts/ColorMode';
import ColorModeToggle from '.';

function renderToggle() {
  return render(
    <ColorModeProvider>
      <ColorModeToggle />
    </ColorModeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-theme', 'light');
});

describe('ColorModeToggle', () => {
  it('names the current mode and switches to the other, storing the choice', async () => {
    renderToggle();
    const toggle = screen.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' });
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
  });

  it('starts from the mode the head script put on <html>', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    renderToggle();
    expect(screen.getByRole('button')).toHaveAccessibleName(/currently dark mode/);
  });

  it('follows a change made in another tab', () => {
    renderToggle();
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
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    renderToggle();
    await userEvent.click(screen.getByRole('button'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    setItem.mockRestore();
  });

  it('explains a missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ColorModeToggle />)).toThrow(
      'useColorMode() was called outside <ColorModeProvider>; wrap the tree in it (see gatsby-browser.tsx).',
    );
  });
});
