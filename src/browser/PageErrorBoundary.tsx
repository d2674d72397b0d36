import React, { lazy, Suspense, type ReactNode } from 'react';
import ErrorBoundary from '../theme/ErrorBoundary';

// Only a page that crashed needs the crash screen's code.
const PageError = lazy(() => import(/* webpackChunkName: "page-error" */ '../theme/PageError'));

/** The page-level crash boundary; it starts clean on the next page the reader opens (`resetKey`, the path). */
export default function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      boundary="page"
      resetKey={resetKey}
      fallback={(props) => (
        <Suspense fallback={null}>
          <PageError {...props} />
        </Suspense>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
