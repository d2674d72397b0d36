import React from 'react';
import FixtureHead from './FixtureHead';
import { useThrowAfterMount } from './useThrowAfterMount';

/** Test build only: a page whose content crashes, with a cause chain, for the page crash boundary. */
export default function PageCrashFixture() {
  useThrowAfterMount(
    () =>
      new Error('Could not render the want list', {
        cause: new Error('Price guide unavailable', { cause: new Error('HTTP 503 from prices.example') }),
      }),
  );
  return (
    <div>
      <h1>The page is back</h1>
    </div>
  );
}

export const Head = () => <FixtureHead title="Page crash fixture" />;
