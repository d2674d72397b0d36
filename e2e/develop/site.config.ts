import type { SiteConfig } from '../../src/config/schema';
import base from '../../src/config/site.config';

/**
 * The site config of the develop test (develop.spec.ts): its sidebar lists the test's own doc by
 * id, so an edit that dropped the doc for a moment would fail the sidebar's reference.
 */
const develop: SiteConfig = {
  ...base,
  sidebars: {
    tutorialSidebar: [
      { type: 'doc', id: 'index' },
      { type: 'doc', id: 'trade-shelf' },
    ],
  },
};

export default develop;
