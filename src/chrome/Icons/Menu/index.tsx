import React from 'react';
import type { IconProps } from '../iconProps';

/** Three bars, on the button that opens the mobile menu. Decorative: the button carries the name. */
export default function MenuIcon({ size = 26, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}
