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
  // github-slugger and the highlighter's themes ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!github-slugger/|shiki/dist/themes/|@shikijs/themes/)'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/jest/cssModule.js',
    '^gatsby$': '<rootDir>/jest/gatsby.tsx',
  },
  testEnvironmentOptions: { customExportConditions: [''] },
};
