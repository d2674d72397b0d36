import type { Compiler, WebpackPluginInstance } from 'webpack';

const PLUGIN_NAME = 'StableCompilationHash';

/** How mini-css-extract-plugin 1.x names the child compilation it runs for each stylesheet it builds. */
const STYLESHEET_CHILD = /^mini-css-extract-plugin /;

/**
 * Keeps webpack's compilation hash the same whether the stylesheets were built or came from the
 * persistent cache. mini-css-extract-plugin builds each stylesheet in a child compilation, and
 * webpack folds the hash of every child compilation into the compilation hash; a build that
 * restores the stylesheets from the cache runs none. So the first build after a cold one got a new
 * compilation hash though no output changed, and Gatsby, which writes that hash into every page,
 * rewrote every page: 21 s of a rebuild after editing one of 3,000 docs with a full sidebar. The
 * stylesheets still count: their content is in the modules and chunks the hash covers.
 */
export function stableCompilationHash(): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.hooks.beforeHash.tap(PLUGIN_NAME, () => {
          const kept = compilation.children.filter((child) => !STYLESHEET_CHILD.test(child.name ?? ''));
          compilation.children.splice(0, compilation.children.length, ...kept);
        });
      });
    },
  };
}
