import { lazyResource, type LazyResource } from '../../lib/lazyResource';
import type { SidebarParts } from '../../lib/sidebar';

/** Each sidebar file asked for, by URL: one request per visit (the file itself is cached for a year). */
const files = new Map<string, LazyResource<SidebarParts>>();

/** A sidebar's file (`SidebarParts`); a failed request is asked again next time. */
export function loadSidebarParts(url: string): Promise<SidebarParts> {
  let file = files.get(url);
  if (!file) {
    file = lazyResource(async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as SidebarParts;
    });
    files.set(url, file);
  }
  return file.load();
}
