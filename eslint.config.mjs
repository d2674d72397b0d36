import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { dependenciesPlugin } from './scripts/lint/dependencies.mjs';
import { layersPlugin } from './scripts/lint/layers.mjs';

/** The scripts `npm start`, `npm run build` and `npm run serve` run, and the modules they import. */
const RUNTIME_SCRIPTS = ['scripts/gatsby.mjs', 'scripts/serve.mjs', 'scripts/contentTypes.mjs'];

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.testHelper.ts', '**/*.testHelper.tsx'];

export default tseslint.config(
  { ignores: ['node_modules', 'public', '.cache', 'src/gatsby-types.d.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The layers of src/ (docs/architecture.md, "Folder map"). Tests may reach any layer: a behaviour's test renders
  // the real markup of the component it serves.
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: TEST_FILES,
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports-follow-layers': 'error' },
  },
  {
    files: ['src/config/**', 'src/lib/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-dom/server', 'gatsby'].map((name) => ({
            name,
            message: 'config and lib are plain TypeScript: render in components, call Gatsby from node or browser.',
          })),
          patterns: [
            {
              regex: '^(node:|fs$|path$|child_process$|os$|worker_threads$)',
              message: 'config and lib do no I/O: read files in node/ and pass the text in.',
            },
          ],
        },
      ],
    },
  },
  // A part of the page (src/chrome/<Part>/) is split by kind of file: its markup is rendered by the
  // build, in Node, where the page has no document; its behaviour runs in the reader's page, where
  // React is not loaded for it. Names both share come from the part's names.ts.
  {
    files: ['src/chrome/**/*.tsx'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-globals': [
        'error',
        ...['document', 'window', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: `chrome markup is rendered by the build, where there is no ${name}: do it in the part's behaviour.ts.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['document', 'window'].map((property) => ({
          object: 'globalThis',
          property,
          message:
            "chrome markup is rendered by the build, where the page has no document: do it in the part's behaviour.ts.",
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)behaviour$',
              message:
                'Markup does not load behaviour code: name the behaviour with behaviourAttribute (src/chrome/behaviourAttribute.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/chrome/**/behaviour.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-dom/client', 'react-dom/server'].map((name) => ({
            name,
            message:
              "A behaviour works on the build's markup without React: read the DOM, with the names of the part's names.ts.",
          })),
          patterns: [
            {
              // A folder's index is a part's markup (., ./index, ../Collapsible).
              regex: '^\\.\\.?(/\\.\\.)*(/[A-Z]\\w*)*(/index)?$',
              caseSensitive: true,
              message:
                "A behaviour does not load markup: import the part's names.ts (class names, attributes) instead.",
            },
          ],
        },
      ],
    },
  },
  // package.json declares every package imported. The site's code and the build's entry points and
  // scripts run where only dependencies are installed; tests, benchmarks and lint have devDependencies.
  {
    plugins: { dependencies: dependenciesPlugin },
    rules: { 'dependencies/imports-are-declared': 'error' },
  },
  {
    files: ['src/**', 'gatsby-*.{ts,tsx,mjs}', ...RUNTIME_SCRIPTS],
    ignores: [...TEST_FILES, 'src/testFixtures/**'],
    rules: { 'dependencies/imports-are-declared': ['error', { runtime: true }] },
  },
  {
    // CommonJS: Jest's config, the floor site's Gatsby files, and the preload Node's --require loads.
    files: ['jest.config.js', 'jest/*.js', 'scripts/floorSite/*.js', 'src/node/gatsby/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
