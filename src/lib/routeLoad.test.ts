import { retryPath, routeLoadMessage } from './routeLoad';

describe('retryPath', () => {
  it('adds a retry query, after the page’s own query if it has one', () => {
    expect(retryPath('/wants', 1)).toBe('/wants?retry=1');
    expect(retryPath('/wants?via=forum', 2)).toBe('/wants?via=forum&retry=2');
  });
});

describe('routeLoadMessage', () => {
  it('names the page and the first line of the error', () => {
    expect(routeLoadMessage('/wants', new Error('Loading chunk 42 failed.\n(error: /component---x.js)'))).toBe(
      'The page /wants could not be loaded: Loading chunk 42 failed. Check your connection, then retry.',
    );
  });

  it('says the data did not arrive when the loader gives no error', () => {
    expect(routeLoadMessage('/wants', undefined)).toBe(
      'The page /wants could not be loaded: its data did not arrive (the connection failed or the server did not answer). Check your connection, then retry.',
    );
  });
});
