import React, { type ReactNode } from 'react';
import ErrorBoundary from '.';
import * as styles from './styles.module.css';

/**
 * Boundary around an independent interactive part of the page (an island in a doc): when the
 * part throws, it shows the spec's message in its place and the rest of the page keeps working.
 */
export default function ComponentErrorBoundary({ part, children }: { part: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      boundary="component"
      part={part}
      fallback={({ tryAgain }) => (
        <div className={styles.componentError} role="alert">
          <p className={styles.title}>Something went wrong</p>
          <p>We&apos;ve been notified of this error and will fix it soon.</p>
          <button type="button" className={styles.button} onClick={tryAgain}>
            Try again
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
