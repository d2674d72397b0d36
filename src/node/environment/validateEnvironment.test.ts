import type { Reporter } from 'gatsby';
import { validateEnvironment } from './validateEnvironment';

/** A reporter whose panic stops, as Gatsby's does, with the id and message it was given. */
function reporter() {
  const warnings: string[] = [];
  const fake = {
    warn: (text: string) => warnings.push(text),
    panic: ({ id, context }: { id: string; context: { message: string } }) => {
      throw new Error(`[${id}] ${context.message}`);
    },
  };
  return { reporter: fake as unknown as Reporter, warnings };
}

const stopsWith = (env: Record<string, string>) => () => validateEnvironment(reporter().reporter, env);

describe('validateEnvironment', () => {
  it('lets the published site build, without a warning', () => {
    const { reporter: quiet, warnings } = reporter();
    validateEnvironment(quiet, {});
    expect(warnings).toEqual([]);
  });

  it('stops at an invalid variable under its subject’s error id, naming the variable, what was found and the fix', () => {
    expect(stopsWith({ SITE_URL: 'docs.trove.app' })).toThrowErrorMatchingInlineSnapshot(
      `"[default-site-plugin_10010] SITE_URL: found "docs.trove.app"; expected the http(s) URL the site is served at, without a trailing slash, such as https://docs.trove.app, or unset it to use the url of src/config/site.config.ts"`,
    );
    expect(stopsWith({ GATSBY_SENTRY_DSN: 'not a dsn' })).toThrow(
      /^\[default-site-plugin_10005\] GATSBY_SENTRY_DSN: found "not a dsn"/,
    );
    expect(stopsWith({ TROVE_CONTENT_DIR: 'no/such/folder' })).toThrow(
      /^\[default-site-plugin_10008\] Invalid content source:\n {2}- TROVE_CONTENT_DIR: found "no\/such\/folder" \(.*\), which is not a folder/,
    );
  });

  it('lists the CMS variables’ problems and the local port’s together', () => {
    expect(stopsWith({ CMS_BACKEND: 'github', CMS_LOCAL_PORT: '81' })).toThrowErrorMatchingInlineSnapshot(`
      "[default-site-plugin_10009] Invalid CMS settings:
        - CMS_REPO: missing; CMS_BACKEND=github needs the repository the CMS commits to: set it to owner/name, such as trove-app/docs
        - CMS_LOCAL_PORT: found "81"; expected a port number from 1024 to 65535 for the local decap-server. Unset it to use 8081."
    `);
  });

  it('warns of variables set to no effect', () => {
    const { reporter: warned, warnings } = reporter();
    validateEnvironment(warned, { GATSBY_SENTRY_RELEASE: '1.2.0', CMS_REPO: 'trove-app/docs' });
    expect(warnings).toEqual([
      'GATSBY_SENTRY_RELEASE is set but GATSBY_SENTRY_DSN is not: monitoring is off and GATSBY_SENTRY_RELEASE has no effect.',
      'CMS_REPO is set but has no effect: CMS_BACKEND is not set, so the CMS edits through the local decap-server only; unset it.',
    ]);
  });
});
