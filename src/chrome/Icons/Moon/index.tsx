import React from 'react';
import type { IconProps } from '../iconProps';

/** A crescent moon, on the colour-mode toggle in dark mode. Decorative: the button carries the name. */
export default function MoonIcon({ size = 22, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" {...props}>
      <path fill="currentColor" d="M20.5 14.4A8.5 8.5 0 0 1 9.6 3.5a8.5 8.5 0 1 0 10.9 10.9Z" />
    </svg>
  );
}
