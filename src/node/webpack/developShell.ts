import path from 'node:path';

/*
 * `gatsby develop` (without GATSBY_EXPERIMENTAL_DEV_SSR) compiles a server renderer, the
 * "develop-html" stage, before the browser bundle, only to write one page shell: the HTML of
 * onRenderBody and onPreRenderHTML around an empty body, which the browser then fills. Gatsby's entry
 * for it (gatsby/cache-dir/develop-static-entry.js) still imports every page template, and
 * gatsby-ssr.tsx imports the page frame for wrapPageElement, which that shell never calls: the whole
 * site compiled for Node, a second time, on every start. The page components are asked of that
 * renderer only for pages that export `config` or `getServerData`, which the site has none of.
 */

/** Gatsby's generated module of page components, as develop-static-entry imports it. */
export const PAGE_COMPONENTS_REQUEST = /^\$virtual\/async-requires$/;
/** The page frame, as gatsby-ssr.tsx imports it for wrapPageElement. */
export const PAGE_FRAME_REQUEST = /^\.\/src\/components\/PageFrame\/index$/;

/** What the shell's renderer gets in their place. */
export const NO_PAGE_COMPONENTS = path.resolve('src/node/webpack/noPageComponents.ts');
export const NO_PAGE_FRAME = path.resolve('src/node/webpack/noPageFrame.ts');

/** Whether Gatsby renders pages in develop with the develop-html renderer (its DEV_SSR flag), not just the shell. */
export const developRendersPages = (env: NodeJS.ProcessEnv): boolean => Boolean(env.GATSBY_EXPERIMENTAL_DEV_SSR);
