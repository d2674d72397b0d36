import { colorModeOf, type ColorMode } from '../../lib/colorMode';

/** What of Sentry's feedback integration this needs. */
interface Themeable {
  setTheme(mode: ColorMode): void;
}

/**
 * Keeps the feedback widget in the site's colour mode, now and after each toggle: left alone it
 * follows the system preference, which this site deliberately does not: light is the default.
 */
export function followColorMode(widget: Themeable): void {
  const apply = () => widget.setTheme(colorModeOf(document.documentElement));
  apply();
  new MutationObserver(apply).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
