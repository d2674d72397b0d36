import type { GatsbyConfig } from 'gatsby';
import { readVariable } from '../../config/environment';
import siteConfig from '../../config/site.config';
import { renderPool } from '../../render/renderPool';
import { runsDevelop } from '../errors/contentErrors';
import { siteUrl } from '../hosting/siteUrl';
import { docsFolderOfSet, docsSourceOfSet, sourcedDocSets } from '../docs/versionFolders';
import { CONTENT_SOURCE_OPTIONS } from '../content/contentSourceOptions';
import { CONTENT_DATA_SOURCE, contentDataFiles, ignoringAllBut } from '../content/contentDataSource';
import { contentRoot } from '../content/contentRoot';
import { NAVIGATION_SOURCE } from '../navigation/loadNavigation';
import { navigationFolder } from '../navigation/navigationSource';
import { SITEMAP_LASTMOD } from '../pages/sitemapLastmod';

// Gatsby's config, compiled into the file Gatsby loads by gatsby-config.mjs (compile.mjs beside this file).
// The site config is validated by onPreInit (src/node/lifecycles/onPreInit.ts) before anything is built.

// `gatsby develop` renders docs soon after loading this: every doc on a start without a cache, the
// saved doc on the first edit of a start with one. A render worker started now, as Gatsby loads its
// plugins, has loaded and rendered docs of its own by then (src/render/renderPool.ts). Only the
// develop process loads the config under develop.
if (runsDevelop()) renderPool.prestart();

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteUrl(),
  },
  pathPrefix: readVariable(process.env, 'PATH_PREFIX'),
  // Types of the GraphQL schema, written by every build. The file is committed so that `npm run
  // typecheck` works on a fresh clone before any build; CI fails when a build changes it. Not under
  // develop, which wrote them on its main thread before its first answer and while the first page
  // loaded: 0.2 s of every start, and the schema changes only with the site's code.
  graphqlTypegen: runsDevelop() ? false : { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'never',
  plugins: [
    // Each MDX file becomes a Doc node in onCreateNode (src/node/docs/docNode.ts): front matter read
    // and body rendered once per doc in Node (src/render), with no MDX plugin or webpack loader. Each
    // version has its docs folder: the current docs, and each release's snapshot (docs/versions.md);
    // each other locale its translations of each version, where it has some (docs/i18n.md).
    ...sourcedDocSets().map((set) => ({
      resolve: 'gatsby-source-filesystem',
      options: { name: docsSourceOfSet(set), path: docsFolderOfSet(set), ...CONTENT_SOURCE_OPTIONS },
    })),
    // The navigation files are read from disk (loadNavigation); sourced so that under `gatsby develop`
    // a saved change re-renders the chrome, which depends on these nodes.
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: NAVIGATION_SOURCE, path: navigationFolder(), ...CONTENT_SOURCE_OPTIONS },
    },
    // The tags file and the translations' labels, read from disk too; sourced so that under
    // `gatsby develop` a saved change creates the pages again.
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: CONTENT_DATA_SOURCE,
        path: contentRoot(),
        ignore: [ignoringAllBut(contentRoot(), contentDataFiles(siteConfig.i18n.locales.map(({ code }) => code)))],
        ...CONTENT_SOURCE_OPTIONS,
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      // Each locale's not-found page (`/ar/404`) is left out as the default's is.
      options: { excludes: ['/404', '/404.html', '/*/404', '/*/404.html', '/dev-404-page'], ...SITEMAP_LASTMOD },
    },
  ],
};

export default config;
