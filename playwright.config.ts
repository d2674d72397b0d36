import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/firstLoad.mjs';
import { readVariable } from './src/config/environment';

/**
 * Tests that build or develop their own copy of the site (a path prefix, a doc edited or broken under
 * develop, content from a git repository or another folder, the live content), a minute or more each.
 */
const FIXTURE_BUILDS =
  /(rebuild|pathPrefix|liveContent|develop\/\w+|contentSource|editMetadata|helpful|docusaurusFrontMatter|markdownTwins|docImages|cms\/\w+)\.spec\.ts/;
/** Builds of a copy with an editor's mistake, most stopped by it within 25 s. */
const BUILD_ERRORS = /(buildErrors|hostileContent)\.spec\.ts/;

/** Port of the production build served for the browser tests. */
const PORT = readVariable(process.env, 'E2E_PORT');
/** Port of the build made with the variant site config (e2e/variant), which turns on what this site leaves off. */
const VARIANT_URL = `http://127.0.0.1:${PORT + 1}`;
/** Port of the build with a Sentry DSN aimed at the tests' envelope sink (e2e/monitoring); PORT + 2 is the base-URL test's. */
const MONITORING_URL = `http://127.0.0.1:${PORT + 3}`;
/** Port of the build of a docs tree in folders with a generated sidebar (e2e/docsTree); PORT + 4 is the envelope sink's. */
const DOCS_TREE_URL = `http://127.0.0.1:${PORT + 5}`;
/** Port of the build of a site with three versions (e2e/versions); the ports up to PORT + 28 are other tests'. */
const VERSIONS_URL = `http://127.0.0.1:${PORT + 29}`;
/** Port of the build of the tests' content as a right-to-left Arabic site (e2e/rtl). */
const RTL_URL = `http://127.0.0.1:${PORT + 30}`;
/** Port of the build of a site with three versions in English and Arabic (e2e/locales); PORT + 32 is its nginx's. */
const LOCALES_URL = `http://127.0.0.1:${PORT + 31}`;

// Browser tests run against `gatsby build` output, in Debian's Chromium (never a downloaded browser).
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./e2e/summaryReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'browser',
      // *.test.ts files are jest's: the unit tests of these tests' helpers.
      testIgnore: [
        FIXTURE_BUILDS,
        BUILD_ERRORS,
        /variant\//,
        /monitoring\/(?!noDsn)/,
        /docsTree\//,
        /e2e\/versions\//,
        /e2e\/rtl\//,
        /e2e\/locales\//,
        /cmsPreview\//,
        /\.test\.ts$/,
      ],
    },
    // The CMS preview's tests build the preview and serve Decap CMS themselves: no site build needed.
    { name: 'cms-preview', testMatch: /cmsPreview\/.*\.spec\.ts/ },
    // Playwright runs projects in phases: a project starts once those it depends on are done, and a
    // phase ends with its last test. Within a phase it hands out tests in the order of this list, so
    // each phase lists its long tests first and short ones last, and the two workers finish together.
    // Fixture builds load the CPU; they run after the browser tests so layout and timing checks run on a quiet machine.
    { name: 'build-validation', testMatch: FIXTURE_BUILDS, dependencies: ['browser'] },
    {
      name: 'variant-setup',
      testMatch: /variant\/variant\.setup\.ts/,
      dependencies: ['browser'],
      teardown: 'variant-teardown',
      use: { baseURL: VARIANT_URL },
    },
    {
      name: 'monitoring-setup',
      testMatch: /monitoring\/monitoring\.setup\.ts/,
      dependencies: ['browser'],
      teardown: 'monitoring-teardown',
      use: { baseURL: MONITORING_URL },
    },
    {
      name: 'docs-tree-setup',
      testMatch: /docsTree\/docsTree\.setup\.ts/,
      dependencies: ['browser'],
      teardown: 'docs-tree-teardown',
      use: { baseURL: DOCS_TREE_URL },
    },
    {
      name: 'versions-setup',
      testMatch: /e2e\/versions\/versions\.setup\.ts/,
      dependencies: ['browser'],
      teardown: 'versions-teardown',
      use: { baseURL: VERSIONS_URL },
    },
    {
      name: 'rtl-setup',
      testMatch: /e2e\/rtl\/rtl\.setup\.ts/,
      dependencies: ['browser'],
      teardown: 'rtl-teardown',
      use: { baseURL: RTL_URL },
    },
    {
      name: 'locales-setup',
      testMatch: /e2e\/locales\/locales\.setup\.ts/,
      dependencies: ['browser'],
      teardown: 'locales-teardown',
      use: { baseURL: LOCALES_URL },
    },
    { name: 'build-errors', testMatch: BUILD_ERRORS, dependencies: ['browser'] },
    // The docs tree's tests include the phase's longest (every pause in a page's download).
    {
      name: 'docs-tree',
      testMatch: /docsTree\/.*\.spec\.ts/,
      dependencies: ['docs-tree-setup'],
      use: { baseURL: DOCS_TREE_URL },
    },
    { name: 'rtl', testMatch: /e2e\/rtl\/.*\.spec\.ts/, dependencies: ['rtl-setup'], use: { baseURL: RTL_URL } },
    {
      name: 'versions',
      testMatch: /e2e\/versions\/.*\.spec\.ts/,
      dependencies: ['versions-setup'],
      use: { baseURL: VERSIONS_URL },
    },
    {
      name: 'locales',
      testMatch: /e2e\/locales\/.*\.spec\.ts/,
      dependencies: ['locales-setup'],
      use: { baseURL: LOCALES_URL },
    },
    {
      name: 'variant',
      testMatch: /variant\/.*\.spec\.ts/,
      dependencies: ['variant-setup'],
      use: { baseURL: VARIANT_URL },
    },
    {
      name: 'monitoring',
      testMatch: /monitoring\/reporting\.spec\.ts/,
      dependencies: ['monitoring-setup'],
      use: { baseURL: MONITORING_URL },
    },
    // The variant's teardown stops a fixture server and removes its build, whichever it is.
    { name: 'variant-teardown', testMatch: /variant\/variant\.teardown\.ts/, use: { baseURL: VARIANT_URL } },
    { name: 'monitoring-teardown', testMatch: /variant\/variant\.teardown\.ts/, use: { baseURL: MONITORING_URL } },
    { name: 'docs-tree-teardown', testMatch: /variant\/variant\.teardown\.ts/, use: { baseURL: DOCS_TREE_URL } },
    { name: 'versions-teardown', testMatch: /variant\/variant\.teardown\.ts/, use: { baseURL: VERSIONS_URL } },
    { name: 'rtl-teardown', testMatch: /variant\/variant\.teardown\.ts/, use: { baseURL: RTL_URL } },
    { name: 'locales-teardown', testMatch: /variant\/variant\.teardown\.ts/, use: { baseURL: LOCALES_URL } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
