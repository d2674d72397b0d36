import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypeShiki from '@shikijs/rehype';
import siteConfig from './src/config/site.config';
import remarkDocLinks from './src/node/remarkDocLinks';

// The site config is validated by onPreInit (src/node/onPreInit.ts) before anything is built.

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: process.env.SITE_URL ?? siteConfig.url,
  },
  pathPrefix: process.env.PATH_PREFIX,
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'never',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: path.resolve(siteConfig.docs.path) },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkDocLinks],
          rehypePlugins: [
            rehypeSlug,
            // Highlighting happens at build time, for both colour modes; the browser only swaps CSS variables.
            [rehypeShiki, { themes: { light: 'github-light-default', dark: 'github-dark-default' } }],
          ],
        },
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: ['/404', '/404.html', '/dev-404-page'] },
    },
  ],
};

export default config;
