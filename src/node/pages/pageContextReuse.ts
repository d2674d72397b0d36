import { digestOf, digestOfCode } from '../gatsby/buildDigest';

/** Where a build keeps the key of each page context it made, in Gatsby's cache of the site. */
const KEYS_ENTRY = 'page-context-keys';

/** Gatsby's cache of the site's own data (`args.cache` of a lifecycle), as far as this uses it. */
interface KeyCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/**
 * The page contexts of the last build, given again where what they are made of has not changed.
 * Gatsby keeps each page's context from the last build until createPages makes the page again;
 * making one renders the page's chrome (navbar, breadcrumbs, tables of contents, pager), several
 * milliseconds a page: 18,000 unchanged pages took most of a rebuild's createPages (49 to 99 s).
 * A page's key is a digest of everything its context is made of (`digestOf` its doc, its doc set,
 * its footer...) and of the code that makes it, so a change to any of them, the chrome's code
 * included, makes the page's context anew.
 */
export interface PageContextReuse {
  /** The context of the page at `path`: the last build's when it was made under the same `key`, else `make()`'s. */
  contextOf<T>(path: string, parts: unknown[], make: () => T): T;
  /** Keeps this build's keys for the next. */
  save(): Promise<void>;
  /** How many contexts this build made, and how many it took from the last. */
  readonly counts: { made: number; kept: number };
}

export async function pageContextReuse(
  cache: KeyCache,
  pages: ReadonlyMap<string, { context?: unknown }>,
): Promise<PageContextReuse> {
  const stored = await cache.get(KEYS_ENTRY);
  const last = new Map<string, string>(Array.isArray(stored) ? (stored as [string, string][]) : []);
  const made = new Map<string, string>();
  const code = digestOfCode();
  const counts = { made: 0, kept: 0 };
  return {
    contextOf<T>(path: string, parts: unknown[], make: () => T): T {
      const key = digestOf(code, ...parts);
      made.set(path, key);
      const kept = pages.get(path)?.context;
      if (last.get(path) === key && kept !== undefined) {
        counts.kept += 1;
        return kept as T;
      }
      counts.made += 1;
      return make();
    },
    counts,
    async save() {
      await cache.set(KEYS_ENTRY, [...made]);
    },
  };
}
