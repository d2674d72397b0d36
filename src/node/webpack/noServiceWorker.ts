// What production bundles get in place of Gatsby's service-worker registration when no plugin registers a service worker (src/node/lifecycles/onCreateWebpackConfig.ts).
export {};
