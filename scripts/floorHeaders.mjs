// The response headers of Gatsby's floor in `npm run bench`: the site's own, so that the two are
// hosted alike and the comparison measures the pages, not their hosting. Pure:
// scripts/floorSite.mjs reads and writes the files.

/** Headers the floor cannot share: the policy's script and style hashes are the site's own. */
const SITE_ONLY_HEADERS = ['Content-Security-Policy'];

/**
 * The floor's header rules from the site's (its public/_headers, parsed): the headers every path of
 * the site gets, its `/*` block, but the Content Security Policy, which would block the floor's own
 * inline scripts. Headers change how a page loads, not only what it may do:
 * `Cross-Origin-Opener-Policy` makes Chromium start a new renderer process for a navigation from
 * Lighthouse's blank tab, work that Lighthouse counts as the page's.
 * @param {Array<{ path: string, headers: Record<string, string> }>} siteRules
 * @param {string} file the site's headers file, named in the error
 */
export function floorHeaderRules(siteRules, file) {
  const everyPath = siteRules.find((rule) => rule.path === '/*');
  if (!everyPath) {
    throw new Error(`${file}: no "/*" block, whose headers the floor is served with. Build the site first.`);
  }
  const headers = Object.fromEntries(
    Object.entries(everyPath.headers).filter(([name]) => !SITE_ONLY_HEADERS.includes(name)),
  );
  return [{ path: '/*', headers }];
}
