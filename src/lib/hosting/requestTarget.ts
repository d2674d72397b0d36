/**
 * How `npm run serve` reads a request's target before it looks for a file, refusing what nginx
 * refuses with the same status: a malformed request gets a 4xx answer, never an error or a crash.
 */

/** nginx's default buffers (`large_client_header_buffers 4 8k`) hold a request line of 8 KB; a longer one gets 414. */
export const MAX_REQUEST_TARGET = 8 * 1024;

export type RequestTarget =
  /** The path as sent (still percent-encoded) and the query with its "?", or '' without one. */
  { pathname: string; search: string } | { status: 400 | 414; reason: string };

/** The path with each `%XX` as the byte it encodes: never throws, unlike decodeURIComponent on invalid UTF-8. */
const decodedBytes = (pathname: string) =>
  pathname.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Whether `..` segments climb above the site's root: `/..%2f..%2fetc/passwd`. */
function climbsAboveRoot(path: string): boolean {
  let depth = 0;
  for (const segment of path.split('/')) {
    if (segment === '..') depth -= 1;
    else if (segment !== '' && segment !== '.') depth += 1;
    if (depth < 0) return true;
  }
  return false;
}

/**
 * The path and query of a request target, or the 4xx status that refuses it: 414 when longer than
 * nginx takes, 400 for any form but `/path?query` (an absolute `http://host/` target is for a
 * proxy, which this server is not), for a "%" that encodes nothing, an encoded NUL, or a path that
 * climbs above the root.
 */
export function readRequestTarget(target: string): RequestTarget {
  if (target.length > MAX_REQUEST_TARGET) return { status: 414, reason: 'Request-URI too long' };
  if (!target.startsWith('/')) return { status: 400, reason: 'Only a path (origin-form) is served' };
  const query = target.indexOf('?');
  const pathname = query === -1 ? target : target.slice(0, query);
  const search = query === -1 || query === target.length - 1 ? '' : target.slice(query);
  if (/%(?![0-9A-Fa-f]{2})/.test(pathname)) return { status: 400, reason: 'Invalid percent-encoding' };
  const decoded = decodedBytes(pathname);
  if (decoded.includes('\0')) return { status: 400, reason: 'NUL in the path' };
  if (climbsAboveRoot(decoded)) return { status: 400, reason: 'Path above the root' };
  return { pathname, search };
}
