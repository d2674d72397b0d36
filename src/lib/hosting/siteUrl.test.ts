import { readSiteUrl } from './siteUrl';

describe('readSiteUrl', () => {
  it('takes an http(s) URL, and reads a blank or missing one as unset', () => {
    expect(readSiteUrl({ SITE_URL: ' https://trove-app.github.io ' })).toEqual({
      ok: true,
      url: 'https://trove-app.github.io',
    });
    expect(readSiteUrl({ SITE_URL: ' ' })).toEqual({ ok: true });
    expect(readSiteUrl({})).toEqual({ ok: true });
  });

  it('names the variable, what was found and the fix for a host without a scheme, a trailing slash or another scheme', () => {
    expect(readSiteUrl({ SITE_URL: 'docs.trove.app' })).toEqual({
      ok: false,
      problem:
        'SITE_URL: found "docs.trove.app"; expected the http(s) URL the site is served at, without a trailing slash, such as https://docs.trove.app, or unset it to use the url of src/config/site.config.ts',
    });
    expect(readSiteUrl({ SITE_URL: 'https://docs.trove.app/' }).ok).toBe(false);
    expect(readSiteUrl({ SITE_URL: 'ftp://docs.trove.app' }).ok).toBe(false);
  });
});
