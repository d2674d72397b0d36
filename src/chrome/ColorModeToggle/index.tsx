import React from 'react';
import { useChrome } from '../../contexts/Chrome';
import { colorModeLabelKey, DEFAULT_COLOR_MODE } from '../../lib/colorMode';
import { behaviourAttribute } from '../behaviourAttribute';
import IconButton from '../IconButton';
import MoonIcon from '../Icons/Moon';
import SunIcon from '../Icons/Sun';
import { COLOR_MODE_BEHAVIOUR } from './names';

/**
 * Switches between light and dark (./colorMode.ts). Both icons are in the HTML and CSS
 * shows the right one from <html data-theme>, set before paint; the label follows once scripts run.
 */
export default function ColorModeToggle() {
  const label = useChrome().strings[colorModeLabelKey(DEFAULT_COLOR_MODE)];
  return (
    <IconButton aria-label={label} title={label} {...behaviourAttribute(COLOR_MODE_BEHAVIOUR)}>
      <SunIcon className="color-mode__sun" />
      <MoonIcon className="color-mode__moon" />
    </IconButton>
  );
}
