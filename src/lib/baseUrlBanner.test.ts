import { APP_STARTED_FLAG, BASE_URL_BANNER_ID, baseUrlBannerScript, suggestPathPrefix } from './baseUrlBanner';

describe('suggestPathPrefix', () => {
  it('is what comes before the route in the served path', () => {
    expect(suggestPathPrefix('/sub/wants', '/wants')).toBe('/sub');
    expect(suggestPathPrefix('/a/b/wants/', '/wants')).toBe('/a/b');
    expect(suggestPathPrefix('/sub/', '/')).toBe('/sub');
  });

  it('is empty when the page is where it was built for', () => {
    expect(suggestPathPrefix('/wants', '/wants')).toBe('');
    expect(suggestPathPrefix('/', '/')).toBe('');
  });
});

describe('baseUrlBannerScript', () => {
  function renderBanner() {
    document.body.innerHTML = `<div id="${BASE_URL_BANNER_ID}" data-route="/wants" hidden><code data-prefix></code><code data-command></code></div>`;
    new Function(baseUrlBannerScript())();
    return document.getElementById(BASE_URL_BANNER_ID)!;
  }

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[APP_STARTED_FLAG];
    window.history.replaceState(null, '', '/');
  });

  it('shows the banner with the prefix to build with when the app never started', () => {
    window.history.replaceState(null, '', '/sub/wants');
    const banner = renderBanner();
    window.dispatchEvent(new Event('load'));
    expect(banner.hidden).toBe(false);
    expect(banner.querySelector('[data-prefix]')!.textContent).toBe('/sub');
    expect(banner.querySelector('[data-command]')!.textContent).toBe(
      'PATH_PREFIX=/sub npx gatsby build --prefix-paths',
    );
  });

  it('stays hidden when the app started', () => {
    (window as unknown as Record<string, unknown>)[APP_STARTED_FLAG] = true;
    const banner = renderBanner();
    window.dispatchEvent(new Event('load'));
    expect(banner.hidden).toBe(true);
  });
});
