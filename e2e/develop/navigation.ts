import type { Navigation } from '../../src/config/navigationSchema';

/**
 * The navigation of the develop test (develop.spec.ts): its sidebar lists the test's own doc by id,
 * so an edit that dropped the doc for a moment would fail the sidebar's reference.
 */
export const developNavigation: Partial<Navigation> = {
  sidebars: {
    tutorialSidebar: [
      { type: 'doc', id: 'index' },
      { type: 'doc', id: 'trade-shelf' },
    ],
  },
};
