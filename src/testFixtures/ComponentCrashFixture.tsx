import React, { useState } from 'react';
import ComponentErrorBoundary from '../components/ErrorBoundary/ComponentErrorBoundary';
import FixtureHead from './FixtureHead';
import { useThrowAfterMount } from './useThrowAfterMount';

function FragileWidget() {
  useThrowAfterMount(() => new Error('The price chart could not draw', { cause: new Error('No price data') }));
  return <p>The price chart is back</p>;
}

/** Test build only: a part that crashes inside a component boundary while the rest of the page works. */
export default function ComponentCrashFixture() {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>Component errors</h1>
      <ComponentErrorBoundary part="price chart">
        <FragileWidget />
      </ComponentErrorBoundary>
      <button type="button" onClick={() => setCount(count + 1)}>
        Still working: {count}
      </button>
    </>
  );
}

export const Head = () => <FixtureHead title="Component errors fixture" />;
