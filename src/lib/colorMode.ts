/** localStorage key of the reader's colour mode (the key Docusaurus sites use). */
export const COLOR_MODE_STORAGE_KEY = 'theme';

export type ColorMode = 'light' | 'dark';

/** Light by default; the system preference is deliberately not followed. */
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

/** Reads a stored value, falling back to the default for anything unexpected. */
export function parseColorMode(value: string | null | undefined): ColorMode {
  return value === 'dark' || value === 'light' ? value : DEFAULT_COLOR_MODE;
}

/**
 * The mode an element shows: in the page, `<html data-theme>`, where the inline head script put it
 * before the first paint (the toggle and the monitoring widget read it there).
 */
export function colorModeOf(root: Element): ColorMode {
  return parseColorMode(root.getAttribute('data-theme'));
}

/** Key of the colour-mode toggle's name, which says the mode in use (src/lib/i18n/catalogue.ts). */
export function colorModeLabelKey(mode: ColorMode) {
  return mode === 'dark' ? 'colorMode.labelDark' : 'colorMode.labelLight';
}

export function otherColorMode(mode: ColorMode): ColorMode {
  return mode === 'dark' ? 'light' : 'dark';
}

/**
 * Inline script for <head>: applies the stored mode to <html data-theme> before the first paint,
 * so a dark-mode reader never sees a light flash. It must not throw when storage is blocked.
 */
export function noFlashScript(storageKey = COLOR_MODE_STORAGE_KEY): string {
  return `(function(){var m='${DEFAULT_COLOR_MODE}';try{var s=localStorage.getItem(${JSON.stringify(storageKey)});if(s==='dark'||s==='light')m=s}catch(e){}document.documentElement.setAttribute('data-theme',m)})()`;
}
