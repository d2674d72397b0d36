import React, { type ReactNode } from 'react';
import { errorsAreReported } from '../../lib/errorReporting';
import ErrorBoundary from '.';
import * as styles from './styles.module.css';

/**
 * Boundary around an independent interactive part of the page (an island in a doc): when the
 * part throws, a notice that the part failed takes its place and the rest of the page keeps
 * working. It says the error was reported only when monitoring is on to report it.
 */
export default function ComponentErrorBoundary({ part, children }: { part: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      boundary="component"
      part={part}
      fallback={({ tryAgain }) => (
        <div className={styles.componentError} role="alert">
          <p className={styles.title}>Something went wrong</p>
          <p>
            {errorsAreReported()
              ? "We've been notified of this error and will fix it soon."
              : 'This part of the page could not be shown. Try again, or reload the page.'}
          </p>
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
