import React from 'react';
import { colorModeToggleLabel, DEFAULT_COLOR_MODE } from '../../lib/colorMode';
import IconButton from '../IconButton';

/**
 * Switches between light and dark (src/browser/colorMode.ts). Both icons are in the HTML and CSS
 * shows the right one from <html data-theme>, set before paint; the label follows once scripts run.
 */
export default function ColorModeToggle() {
  const label = colorModeToggleLabel(DEFAULT_COLOR_MODE);
  return (
    <IconButton aria-label={label} title={label} data-behaviour="color-mode">
      <svg className="color-mode__sun" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
        />
      </svg>
      <svg className="color-mode__moon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.4A8.5 8.5 0 0 1 9.6 3.5a8.5 8.5 0 1 0 10.9 10.9Z" />
      </svg>
    </IconButton>
  );
}
