import { causeChain } from '../lib/errorCauses';
import { setErrorReporter, type ErrorContext } from '../lib/errorReporting';

/**
 * Switches and records the browser tests use on fixture pages (built only with TROVE_TEST_FIXTURES=1):
 * whether the fixture parts throw, and what the error boundaries reported (still passed on to monitoring).
 */
export interface FixtureControls {
  broken: boolean;
  reports: Array<{ messages: string[]; context: ErrorContext }>;
}

declare global {
  interface Window {
    troveFixture?: FixtureControls;
  }
}

/** The controls of this page load; the first call installs a reporter that records into them. */
export function fixtureControls(): FixtureControls {
  if (!window.troveFixture) {
    const controls: FixtureControls = { broken: true, reports: [] };
    window.troveFixture = controls;
    const monitoring = setErrorReporter((error, context) => {
      controls.reports.push({
        messages: causeChain(error),
        context: { boundary: context.boundary, part: context.part },
      });
      monitoring(error, context);
    });
  }
  return window.troveFixture;
}
