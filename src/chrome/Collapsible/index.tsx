import React, { type ReactNode } from 'react';
import { COLLAPSIBLE_CLASS } from './names';

/**
 * Content that opens and closes under the toggle button just before it: closed while that button
 * says `aria-expanded="false"` (styles.css). `./behaviour.ts` animates the change.
 */
export default function Collapsible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={COLLAPSIBLE_CLASS}>
      {children}
    </div>
  );
}
