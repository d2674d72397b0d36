import React from 'react';
import { colorModeToggleLabel, DEFAULT_COLOR_MODE } from '../../lib/colorMode';
import IconButton from '../../chrome/IconButton';
import MoonIcon from '../../chrome/Icons/Moon';
import SunIcon from '../../chrome/Icons/Sun';

/**
 * Switches between light and dark (src/browser/colorMode.ts). Both icons are in the HTML and CSS
 * shows the right one from <html data-theme>, set before paint; the label follows once scripts run.
 */
export default function ColorModeToggle() {
  const label = colorModeToggleLabel(DEFAULT_COLOR_MODE);
  return (
    <IconButton aria-label={label} title={label} data-behaviour="color-mode">
      <SunIcon className="color-mode__sun" />
      <MoonIcon className="color-mode__moon" />
    </IconButton>
  );
}
