import React, { type ReactNode } from 'react';
import { errorsAreReported } from '../../lib/errorReporting';
import ErrorBoundary from '.';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../browser/lazyUiStrings';

/**
 * Boundary around an independent interactive part of the page (an island in a doc): when the
 * part throws, a notice that the part failed takes its place and the rest of the page keeps
 * working. It says the error was reported only when monitoring is on to report it.
 */
export default function ComponentErrorBoundary({ part, children }: { part: string; children: ReactNode }) {
  return (
    <ErrorBoundary boundary="component" part={part} fallback={({ tryAgain }) => <Notice tryAgain={tryAgain} />}>
      {children}
    </ErrorBoundary>
  );
}

/** The notice, shown in the browser only (the build renders the part, or fails): its labels are the lazy ones. */
function Notice({ tryAgain }: { tryAgain: () => void }) {
  const strings = lazyUiStrings();
  return (
    <div className={styles.componentError} role="alert">
      <p className={styles.title}>{strings['componentError.title']}</p>
      <p>{strings[errorsAreReported() ? 'componentError.reported' : 'componentError.notReported']}</p>
      <button type="button" className={styles.button} onClick={tryAgain}>
        {strings['error.tryAgain']}
      </button>
    </div>
  );
}
