import { COLOR_MODE_STORAGE_KEY, parseColorMode, type ColorMode } from '../../lib/colorMode';

/**
 * The colour mode readers of the site see: the one they chose there (stored under the site's key;
 * the admin page has the site's origin), else the site's default. Like the site, it does not
 * follow the system preference.
 */
export function siteColorMode(readStored: () => string | null): ColorMode {
  try {
    return parseColorMode(readStored());
  } catch {
    // Storage can be blocked; the site then shows its default too.
    return parseColorMode(null);
  }
}

/**
 * Shows the preview document in the site's colour mode, set as the site sets it (`data-theme` on
 * <html>), and follows a change made on the site in another tab. Returns what stops following.
 */
export function followSiteColorMode(preview: Document, admin: Window): () => void {
  const apply = () =>
    preview.documentElement.setAttribute(
      'data-theme',
      siteColorMode(() => admin.localStorage.getItem(COLOR_MODE_STORAGE_KEY)),
    );
  const onStorage = (event: StorageEvent) => {
    // A null key: storage was cleared.
    if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) apply();
  };
  apply();
  admin.addEventListener('storage', onStorage);
  return () => admin.removeEventListener('storage', onStorage);
}
