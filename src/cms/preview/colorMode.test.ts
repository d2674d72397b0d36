import { followSiteColorMode, siteColorMode } from './colorMode';

describe('siteColorMode', () => {
  it('is the mode the reader chose on the site', () => {
    expect(siteColorMode(() => 'dark')).toBe('dark');
    expect(siteColorMode(() => 'light')).toBe('light');
  });

  it("is the site's default, light, without a choice, with anything else stored, or with storage blocked", () => {
    expect(siteColorMode(() => null)).toBe('light');
    expect(siteColorMode(() => 'sepia')).toBe('light');
    expect(
      siteColorMode(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    ).toBe('light');
  });
});

describe('followSiteColorMode', () => {
  const preview = document.implementation.createHTMLDocument('preview');
  const themeOf = () => preview.documentElement.getAttribute('data-theme');
  const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

  afterEach(() => localStorage.clear());

  it('sets the stored mode on the preview document, and follows a change made on the site', () => {
    localStorage.setItem('theme', 'dark');
    const stop = followSiteColorMode(preview, window);
    expect(themeOf()).toBe('dark');

    localStorage.setItem('theme', 'light');
    storageEvent('theme');
    expect(themeOf()).toBe('light');

    localStorage.setItem('theme', 'dark');
    storageEvent('tabs.export-format');
    expect(themeOf()).toBe('light');
    localStorage.clear();
    storageEvent(null);
    expect(themeOf()).toBe('light');

    stop();
    localStorage.setItem('theme', 'dark');
    storageEvent('theme');
    expect(themeOf()).toBe('light');
  });
});
