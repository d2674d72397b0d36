// A plugin's gatsby-browser file with no hooks: what production bundles get in place of hooks that act only in `gatsby develop` (src/node/lifecycles/onCreateWebpackConfig.ts).
export {};
