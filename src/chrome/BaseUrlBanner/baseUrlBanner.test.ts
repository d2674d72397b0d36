import { HELD_SCRIPTS_SETTLED } from '../../lib/pageScripts';
import { APP_STARTED_FLAG, BASE_URL_BANNER_ID, BASE_URL_BANNER_SCRIPT } from './baseUrlBanner';

const globals = window as unknown as Record<string, unknown>;
/** Lets the script's promise callbacks run. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('the base-URL banner script', () => {
  /** Runs the script on a page served at `pathname` whose banner says it was built for `route`, then loads it. */
  async function load(pathname: string, route: string) {
    window.history.replaceState(null, '', pathname);
    document.body.innerHTML = `<div id="${BASE_URL_BANNER_ID}" data-route="${route}" hidden><code data-prefix></code><code data-command></code></div>`;
    new Function(BASE_URL_BANNER_SCRIPT)();
    window.dispatchEvent(new Event('load'));
    await settled();
    const banner = document.getElementById(BASE_URL_BANNER_ID)!;
    return {
      hidden: banner.hidden,
      prefix: banner.querySelector('[data-prefix]')!.textContent,
      command: banner.querySelector('[data-command]')!.textContent,
    };
  }

  afterEach(() => {
    delete globals[APP_STARTED_FLAG];
    delete globals[HELD_SCRIPTS_SETTLED];
    window.history.replaceState(null, '', '/');
  });

  it('shows the banner with the prefix to build with when the app never started', async () => {
    expect(await load('/sub/wants', '/wants')).toEqual({
      hidden: false,
      prefix: '/sub',
      command: 'PATH_PREFIX=/sub npx gatsby build --prefix-paths',
    });
  });

  it('names what comes before the route in the served path as the prefix', async () => {
    expect((await load('/a/b/wants/', '/wants')).prefix).toBe('/a/b');
    expect((await load('/sub/', '/')).prefix).toBe('/sub');
  });

  it('names no prefix when the page is where it was built for', async () => {
    expect(await load('/wants', '/wants')).toMatchObject({ prefix: '/', command: 'npx gatsby build' });
    expect(await load('/', '/')).toMatchObject({ prefix: '/', command: 'npx gatsby build' });
  });

  it('stays hidden when the app started', async () => {
    globals[APP_STARTED_FLAG] = true;
    expect((await load('/sub/wants', '/wants')).hidden).toBe(true);
  });

  it('waits for the scripts held until the first paint to load or fail before it judges', async () => {
    let settle = () => {};
    globals[HELD_SCRIPTS_SETTLED] = new Promise<void>((resolve) => (settle = resolve));
    expect((await load('/sub/wants', '/wants')).hidden).toBe(true);
    globals[APP_STARTED_FLAG] = true;
    settle();
    await settled();
    expect(document.getElementById(BASE_URL_BANNER_ID)!.hidden).toBe(true);
  });

  it('shows the banner when the held scripts settled without starting the app', async () => {
    globals[HELD_SCRIPTS_SETTLED] = Promise.resolve();
    expect((await load('/sub/wants', '/wants')).hidden).toBe(false);
  });
});
