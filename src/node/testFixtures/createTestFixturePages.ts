import path from 'node:path';
import type { Actions } from 'gatsby';
import { readVariable } from '../../config/environment';

/** Routes of the pages that exist only in test builds; the production build must never have them. */
export const TEST_FIXTURE_ROUTES = {
  pageCrash: '/__fixtures/page-crash',
  componentCrash: '/__fixtures/component-crash',
} as const;

/** Whether this build includes the test fixture pages (the browser tests' variant build sets it). */
export function testFixturesEnabled(): boolean {
  return readVariable(process.env, 'TROVE_TEST_FIXTURES') === true;
}

/**
 * Creates the fixture pages that let the browser tests provoke crashes: a crashed page, and a
 * crashed part of a page, must each show their crash screen and leave the rest working.
 */
export function createTestFixturePages(actions: Actions): void {
  actions.createPage({
    path: TEST_FIXTURE_ROUTES.pageCrash,
    component: path.resolve('src/testFixtures/PageCrashFixture.tsx'),
    context: {},
  });
  actions.createPage({
    path: TEST_FIXTURE_ROUTES.componentCrash,
    component: path.resolve('src/testFixtures/ComponentCrashFixture.tsx'),
    context: {},
  });
}
