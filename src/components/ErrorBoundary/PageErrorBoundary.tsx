import React, { lazy, Suspense, type ReactNode } from 'react';
import ErrorBoundary from '.';

// Only a page that crashed needs the crash screen's code.
const PageError = lazy(() => import(/* webpackChunkName: "page-error" */ '../PageError'));

interface Props {
  /** The page's path: the boundary starts clean on the next page the reader opens. */
  resetKey: string;
  /** The boundary around the layout: its crash screen stands alone, as the page's <main>. */
  aroundLayout?: boolean;
  children: ReactNode;
}

/** The page-level crash boundary: inside the layout around the page, and around the layout itself. */
export default function PageErrorBoundary({ resetKey, aroundLayout = false, children }: Props) {
  return (
    <ErrorBoundary
      boundary="page"
      part={aroundLayout ? 'layout' : undefined}
      resetKey={resetKey}
      fallback={(props) => (
        <Suspense fallback={null}>
          <PageError {...props} standalone={aroundLayout} />
        </Suspense>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
