import { COLOR_MODE_STORAGE_KEY, noFlashScript, otherColorMode, parseColorMode } from './colorMode';

describe('colour mode', () => {
  it('defaults to light for anything but a stored light or dark', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode(null)).toBe('light');
    expect(parseColorMode('system')).toBe('light');
  });

  it('toggles', () => {
    expect(otherColorMode('light')).toBe('dark');
    expect(otherColorMode('dark')).toBe('light');
  });

  describe('no-flash script', () => {
    const run = (stored: string | null, blocked = false) => {
      document.documentElement.removeAttribute('data-theme');
      const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation((key) => {
        if (blocked) throw new Error('SecurityError');
        return key === COLOR_MODE_STORAGE_KEY ? stored : null;
      });
      new Function(noFlashScript())();
      getItem.mockRestore();
      return document.documentElement.getAttribute('data-theme');
    };

    it('applies the stored mode', () => expect(run('dark')).toBe('dark'));
    it('falls back to light without a stored mode, ignoring the system preference', () =>
      expect(run(null)).toBe('light'));
    it('falls back to light when storage is blocked', () => expect(run(null, true)).toBe('light'));
  });
});
