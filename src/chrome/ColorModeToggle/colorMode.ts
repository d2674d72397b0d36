import {
  COLOR_MODE_STORAGE_KEY,
  colorModeLabelKey,
  colorModeOf,
  otherColorMode,
  parseColorMode,
  type ColorMode,
} from '../../lib/colorMode';
import { pageUiStrings } from '../../browser/uiStrings';
import { COLOR_MODE_TOGGLES } from './names';

/** The mode on <html data-theme>, where the inline head script put it before the first paint. */
export function readColorMode(): ColorMode {
  return colorModeOf(document.documentElement);
}

/** Shows a mode and names it on the toggles. */
function apply(mode: ColorMode): void {
  const label = pageUiStrings()[colorModeLabelKey(mode)];
  document.documentElement.setAttribute('data-theme', mode);
  document.querySelectorAll(COLOR_MODE_TOGGLES).forEach((toggle) => {
    toggle.setAttribute('aria-label', label);
    toggle.setAttribute('title', label);
  });
}

/** The toggle was pressed: switch, and remember it (the other tabs follow through the storage event). */
export function toggleColorMode(): void {
  const mode = otherColorMode(readColorMode());
  apply(mode);
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be blocked (private mode, policy); the mode still applies to this page.
  }
}

/** The toggles say the mode in use: the build wrote the default; call after each render of the chrome. */
export function labelColorModeToggles(): void {
  apply(readColorMode());
}

/** The mode follows a change made in another tab, the same in every tab of the site: a `storage` event's handler. */
export function followColorModeOfOtherTab(event: StorageEvent): void {
  if (event.key === COLOR_MODE_STORAGE_KEY) apply(parseColorMode(event.newValue));
}
