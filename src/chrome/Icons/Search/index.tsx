import React from 'react';
import type { IconProps } from '../iconProps';

/** A magnifying glass, on the search button and in the search box. Decorative: the control carries the name. */
export default function SearchIcon({ size = 20, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M15.5 15.5 20 20" />
    </svg>
  );
}
