/*
 * `gatsby develop` adds eslint-webpack-plugin to the browser bundle's compiler, with Gatsby's own
 * rules (eslint-config-react-app), for `.js` and `.jsx` files only. The site's code is TypeScript,
 * linted by `npm run lint` with its own config, so that plugin checks nothing of ours; yet loading
 * ESLint and its plugins took 1.5 to 2 s of the main process on every start, fresh or warm, before
 * the first page could be served (CPU profile of `gatsby develop`, issue 44).
 */

/** The class name of eslint-webpack-plugin, which Gatsby bundles its own copy of. */
const GATSBY_LINT_PLUGIN = 'ESLintWebpackPlugin';

/** `plugins` without Gatsby's ESLint plugin. */
export function withoutGatsbyLint<Plugin>(plugins: readonly Plugin[]): Plugin[] {
  return plugins.filter(
    (plugin) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name !== GATSBY_LINT_PLUGIN,
  );
}
