/** The variable naming where the site is deployed, in place of the site config's `url`. */
export const SITE_URL_ENV = 'SITE_URL';

type Env = Record<string, string | undefined>;

/** SITE_URL as read: unset (the config's url applies), a URL, or the problem naming the variable, what was found and the fix. */
export type SiteUrlReading = { ok: true; url?: string } | { ok: false; problem: string };

/** Whether `value` is an absolute http(s) URL without a trailing slash, as the config's `url` must be. */
function isSiteUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol) && !value.endsWith('/');
  } catch {
    return false;
  }
}

/** Reads SITE_URL; blank counts as unset. */
export function readSiteUrl(env: Env): SiteUrlReading {
  const value = env[SITE_URL_ENV]?.trim();
  if (!value) return { ok: true };
  if (isSiteUrl(value)) return { ok: true, url: value };
  return {
    ok: false,
    problem:
      `${SITE_URL_ENV}: found ${JSON.stringify(value)}; expected the http(s) URL the site is served at, without a ` +
      `trailing slash, such as https://docs.trove.app, or unset it to use the url of src/config/site.config.ts`,
  };
}
