import React from 'react';
import type { IconProps } from '../iconProps';

/** A cross, on close buttons. Decorative: the button it sits in carries the name. */
export default function CloseIcon({ size = 20, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}
