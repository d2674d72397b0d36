import { hostPathPattern } from '../redirects';

/**
 * public/_headers, the file Netlify and Cloudflare Pages read, and `npm run serve` too: blocks of a
 * path pattern (`/*`, `/admin/*`, `/app-3810a665a22d89f20186.js`) and its indented headers. When
 * several blocks match a path, a later block's header replaces an earlier one's, as on Netlify.
 */

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export function headersFileText(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers of a URL path: every matching block's, later blocks winning. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => hostPathPattern(rule.path).test(path)).map((rule) => rule.headers),
  );
}
