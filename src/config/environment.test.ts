import { readFileSync } from 'node:fs';
import { environmentSchema, readEnvironment, readVariable } from './environment';

describe('readVariable', () => {
  it('takes an http(s) SITE_URL, and reads a blank or missing one as unset', () => {
    expect(readVariable({ SITE_URL: ' https://trove-app.github.io ' }, 'SITE_URL')).toBe('https://trove-app.github.io');
    expect(readVariable({ SITE_URL: ' ' }, 'SITE_URL')).toBeUndefined();
    expect(readVariable({}, 'SITE_URL')).toBeUndefined();
  });

  it('names the variable, what was found and the fix for a host without a scheme, a trailing slash or another scheme', () => {
    expect(() => readVariable({ SITE_URL: 'docs.trove.app' }, 'SITE_URL')).toThrowErrorMatchingInlineSnapshot(
      `"SITE_URL: found "docs.trove.app"; expected the http(s) URL the site is served at, without a trailing slash, such as https://docs.trove.app, or unset it to use the url of src/config/site.config.ts"`,
    );
    expect(() => readVariable({ SITE_URL: 'https://docs.trove.app/' }, 'SITE_URL')).toThrow(/^SITE_URL: found/);
    expect(() => readVariable({ SITE_URL: 'ftp://docs.trove.app' }, 'SITE_URL')).toThrow(/^SITE_URL: found/);
  });

  it('fills in defaults, and reads flags as on for 1 only', () => {
    expect(readVariable({}, 'CMS_LOCAL_PORT')).toBe(8081);
    expect(readVariable({ CMS_LOCAL_PORT: ' 9181 ' }, 'CMS_LOCAL_PORT')).toBe(9181);
    expect(readVariable({}, 'GATSBY_SENTRY_ENVIRONMENT')).toBe('production');
    expect(readVariable({}, 'NGINX_PATH')).toBe('/usr/sbin/nginx');
    expect(readVariable({ TROVE_TEST_FIXTURES: '1' }, 'TROVE_TEST_FIXTURES')).toBe(true);
    expect(readVariable({ TROVE_TEST_FIXTURES: 'yes' }, 'TROVE_TEST_FIXTURES')).toBe(false);
  });
});

describe('readEnvironment', () => {
  it('lists every invalid variable in one error, each with what was found and the fix', () => {
    expect(() =>
      readEnvironment({ SITE_URL: 'docs.trove.app/', CMS_LOCAL_PORT: '81', GATSBY_SENTRY_TUNNEL: 'monitoring' }),
    ).toThrowErrorMatchingInlineSnapshot(`
      "Invalid environment variables:
        - SITE_URL: found "docs.trove.app/"; expected the http(s) URL the site is served at, without a trailing slash, such as https://docs.trove.app, or unset it to use the url of src/config/site.config.ts
        - GATSBY_SENTRY_TUNNEL: found "monitoring"; expected a path on this site such as /monitoring, or an http(s) URL
        - CMS_LOCAL_PORT: found "81"; expected a port number from 1024 to 65535 for the local decap-server. Unset it to use 8081."
    `);
  });

  it('reads an empty environment as the published site', () => {
    expect(readEnvironment({})).toMatchObject({
      CMS_LOCAL_PORT: 8081,
      E2E_PORT: 9100,
      CHROMIUM_PATH: '/usr/bin/chromium',
    });
    expect(readEnvironment({}).SITE_URL).toBeUndefined();
  });
});

// The README's Configuration section is the operator's list: each variable it names is one the schema reads.
it('holds every variable the README lists, except Gatsby’s own', () => {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const listed = new Set(section.slice(0, section.indexOf('\n## ', 3)).match(/`[A-Z][A-Z0-9_]+`/g));
  // Gatsby reads them; the scripts set them, and the site never does.
  listed.delete('`GATSBY_TELEMETRY_DISABLED`');
  listed.delete('`CI`');
  const read = Object.keys(environmentSchema.shape);
  expect([...listed].map((name) => name.slice(1, -1)).filter((name) => !read.includes(name))).toEqual([]);
});
