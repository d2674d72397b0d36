import type { GatsbyConfig } from 'gatsby';
import siteConfig from './src/config/site.config';
import { siteUrl } from './src/node/hosting/siteUrl';
import { DOCS_SOURCE } from './src/node/docs/docNode';
import { docsFolder } from './src/node/content/contentRoot';
import { mdxOptions } from './src/render/mdxOptions';
import { NAVIGATION_SOURCE, navigationFolder } from './src/node/navigation/loadNavigation';

// The site config is validated by onPreInit (src/node/lifecycles/onPreInit.ts) before anything is built.

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteUrl(),
  },
  pathPrefix: process.env.PATH_PREFIX,
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'never',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: DOCS_SOURCE, path: docsFolder() },
    },
    // The navigation files are read from disk (loadNavigation); sourced so that under `gatsby develop`
    // a saved change re-renders the chrome, which depends on these nodes.
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: NAVIGATION_SOURCE, path: navigationFolder() },
    },
    // Sources each MDX file as an Mdx node (front matter parsed); the site renders the bodies itself,
    // once per doc in Node (src/render), rather than through the plugin's webpack loader.
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx', '.md'], mdxOptions } },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: ['/404', '/404.html', '/dev-404-page'] },
    },
  ],
};

export default config;
