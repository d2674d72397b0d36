import type { SidebarParts } from '../../lib/sidebar';

/** Each sidebar file asked for, by URL: one request per visit (the file itself is cached for a year). */
const requested = new Map<string, Promise<SidebarParts>>();

/** A sidebar's file (`SidebarParts`); a failed request is asked again next time. */
export function loadSidebarParts(url: string): Promise<SidebarParts> {
  let parts = requested.get(url);
  if (!parts) {
    parts = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<SidebarParts>;
    });
    parts.catch(() => requested.delete(url));
    requested.set(url, parts);
  }
  return parts;
}
