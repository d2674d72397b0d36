import { causeChain } from '../lib/errorCauses';
import { observeErrors, type ErrorContext } from '../lib/errorReporting';

/**
 * Switches and records the browser tests use on fixture pages (built only with TROVE_TEST_FIXTURES=1):
 * whether the fixture parts throw, and what the error boundaries reported (monitoring gets them as ever).
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

/** The controls of this page load; the first call starts recording caught errors into them. */
export function fixtureControls(): FixtureControls {
  if (!window.troveFixture) {
    const controls: FixtureControls = { broken: true, reports: [] };
    window.troveFixture = controls;
    observeErrors((error, context) => {
      controls.reports.push({
        messages: causeChain(error),
        context: { boundary: context.boundary, part: context.part },
      });
    });
  }
  return window.troveFixture;
}
