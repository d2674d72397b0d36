import React, { useState } from 'react';
import type { PageProps } from 'gatsby';
import ComponentErrorBoundary from '../theme/ErrorBoundary/ComponentErrorBoundary';
import Layout from '../theme/Layout';
import NavbarItem from '../theme/NavbarItem';
import FixtureHead from './FixtureHead';
import { useMounted } from './useMounted';
import { useThrowAfterMount } from './useThrowAfterMount';

function FragileWidget() {
  useThrowAfterMount(() => new Error('The price chart could not draw', { cause: new Error('No price data') }));
  return <p>The price chart is back</p>;
}

/** A navbar item whose config names a sidebar that does not exist; shown only after mount. */
function BrokenNavbarItem() {
  return useMounted() ? (
    <NavbarItem item={{ type: 'docSidebar', sidebarId: 'missingSidebar', label: 'Broken' }} />
  ) : null;
}

/** Test build only: parts that crash inside component boundaries while the rest of the page works. */
export default function ComponentCrashFixture({ location }: PageProps) {
  const [count, setCount] = useState(0);
  return (
    <Layout pathname={location.pathname}>
      <h1>Component errors</h1>
      <ComponentErrorBoundary part="price chart">
        <FragileWidget />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary part="navbar item">
        <BrokenNavbarItem />
      </ComponentErrorBoundary>
      <button type="button" onClick={() => setCount(count + 1)}>
        Still working: {count}
      </button>
    </Layout>
  );
}

export const Head = () => <FixtureHead title="Component errors fixture" />;
