import React from 'react';
import { useColorMode } from '../../contexts/ColorMode';
import { otherColorMode } from '../../lib/colorMode';
import IconButton from '../IconButton';
import * as styles from './styles.module.css';

/** Switches between light and dark; both icons are in the HTML and CSS shows the right one before hydration. */
export default function ColorModeToggle() {
  const { colorMode, setColorMode } = useColorMode();
  const label = `Switch between dark and light mode (currently ${colorMode} mode)`;
  return (
    <IconButton aria-label={label} title={label} onClick={() => setColorMode(otherColorMode(colorMode))}>
      <svg className={styles.sun} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
        />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.4A8.5 8.5 0 0 1 9.6 3.5a8.5 8.5 0 1 0 10.9 10.9Z" />
      </svg>
    </IconButton>
  );
}
