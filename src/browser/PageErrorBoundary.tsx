import React, { type ReactNode } from 'react';
import ErrorBoundary from '../theme/ErrorBoundary';
import PageError from '../theme/PageError';

/** The page-level crash boundary; keyed by path in gatsby-browser, so the next page starts clean. */
export default function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary boundary="page" fallback={(props) => <PageError {...props} />}>
      {children}
    </ErrorBoundary>
  );
}
