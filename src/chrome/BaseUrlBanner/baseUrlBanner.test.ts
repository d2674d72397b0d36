import { APP_STARTED_FLAG, BASE_URL_BANNER_ID, BASE_URL_BANNER_SCRIPT } from './baseUrlBanner';

describe('the base-URL banner script', () => {
  /** Runs the script on a page served at `pathname` whose banner says it was built for `route`, then loads it. */
  function load(pathname: string, route: string) {
    window.history.replaceState(null, '', pathname);
    document.body.innerHTML = `<div id="${BASE_URL_BANNER_ID}" data-route="${route}" hidden><code data-prefix></code><code data-command></code></div>`;
    new Function(BASE_URL_BANNER_SCRIPT)();
    window.dispatchEvent(new Event('load'));
    const banner = document.getElementById(BASE_URL_BANNER_ID)!;
    return {
      hidden: banner.hidden,
      prefix: banner.querySelector('[data-prefix]')!.textContent,
      command: banner.querySelector('[data-command]')!.textContent,
    };
  }

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[APP_STARTED_FLAG];
    window.history.replaceState(null, '', '/');
  });

  it('shows the banner with the prefix to build with when the app never started', () => {
    expect(load('/sub/wants', '/wants')).toEqual({
      hidden: false,
      prefix: '/sub',
      command: 'PATH_PREFIX=/sub npx gatsby build --prefix-paths',
    });
  });

  it('names what comes before the route in the served path as the prefix', () => {
    expect(load('/a/b/wants/', '/wants').prefix).toBe('/a/b');
    expect(load('/sub/', '/').prefix).toBe('/sub');
  });

  it('names no prefix when the page is where it was built for', () => {
    expect(load('/wants', '/wants')).toMatchObject({ prefix: '/', command: 'npx gatsby build' });
    expect(load('/', '/')).toMatchObject({ prefix: '/', command: 'npx gatsby build' });
  });

  it('stays hidden when the app started', () => {
    (window as unknown as Record<string, unknown>)[APP_STARTED_FLAG] = true;
    expect(load('/sub/wants', '/wants').hidden).toBe(true);
  });
});
