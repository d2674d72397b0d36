import React, { type ReactNode } from 'react';
import Layout from '../Layout';
import PageErrorBoundary from '../ErrorBoundary/PageErrorBoundary';

interface Props {
  pathname: string;
  pageContext: React.ComponentProps<typeof Layout>['pageContext'];
  children: ReactNode;
}

/**
 * Every page in the layout, as the build renders it and the browser hydrates it. A page that
 * crashes shows its crash screen inside the layout; only a crash of the layout itself leaves the
 * reader with the bare screen.
 */
export default function PageFrame({ pathname, pageContext, children }: Props) {
  return (
    <PageErrorBoundary resetKey={pathname} aroundLayout>
      <Layout pageContext={pageContext}>
        <PageErrorBoundary resetKey={pathname}>{children}</PageErrorBoundary>
      </Layout>
    </PageErrorBoundary>
  );
}
