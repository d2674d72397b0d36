/** Unit and component tests; browser tests live in e2e/ and run under Playwright. */
module.exports = {
  testEnvironment: 'jsdom',
  reporters: ['default', '<rootDir>/jest/summaryReporter.js'],
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/e2e'],
  // e2e/*.spec.ts are Playwright's; jest runs *.test.* files only, among them the browser tests' helpers'.
  testMatch: ['**/*.test.[jt]s?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  transform: {
    // Gatsby compiles the site with its own Babel preset; tests use it plus TypeScript. The scripts'
    // pure modules (.mjs) are compiled the same way.
    '^.+\\.m?[jt]sx?$': ['babel-jest', { presets: ['babel-preset-gatsby', '@babel/preset-typescript'] }],
  },
  // github-slugger, the highlighter's themes, the HTML tree tools (hast, src/lib/editorHtml.ts) and markdown-table ship ES modules only.
  transformIgnorePatterns: [
    `/node_modules/(?!github-slugger/|shiki/dist/themes/|@shikijs/themes/|${[
      'hast(?:-util-[a-z0-9-]+|script)',
      'unist-util-[a-z-]+',
      'vfile(?:-[a-z]+)?',
      'mdast-util-to-hast',
      'micromark-util-[a-z-]+',
      'property-information',
      '(?:space|comma)-separated-tokens',
      'html-void-elements',
      'stringify-entities',
      'character-entities-[a-z0-9]+',
      'ccount',
      'markdown-table',
      'devlop',
      'zwitch',
      'trim-lines',
      'web-namespaces',
      'parse5',
      'entities',
      '@ungap/structured-clone',
    ].join('/|')}/)`,
  ],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/jest/cssModule.js',
    '^gatsby$': '<rootDir>/jest/gatsby.tsx',
  },
  testEnvironmentOptions: { customExportConditions: [''] },
};
