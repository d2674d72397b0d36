import type { Compiler, Module, WebpackPluginInstance } from 'webpack';

const PLUGIN_NAME = 'SmallModulesFirst';

/** A module of a chunk: its webpack id and the size of its source. */
export interface SizedModule {
  id: number;
  size: number;
}

/**
 * The same ids given again so that the modules, which webpack writes in the order of their ids,
 * come smallest first (equal sizes keep the order of their ids). Each module gets one of the ids
 * the group already held, so no id changes outside the group.
 */
export function idsSmallestFirst(modules: SizedModule[]): Map<SizedModule, number> {
  const ids = modules.map((module) => module.id).sort((a, b) => a - b);
  const bySize = [...modules].sort((a, b) => a.size - b.size || a.id - b.id);
  return new Map(bySize.map((module, index) => [module, ids[index]]));
}

/**
 * Writes the modules that only the named chunks hold smallest first. Webpack writes a chunk's
 * modules in the order of their ids, which are hashes of their paths: Gatsby's framework chunk came
 * out with React DOM (128 KB) before React and the scheduler, whose code gzip would find again in
 * React DOM's, and was 0.2 KB gzip bigger than with React DOM last. The framework's modules change
 * only with React, so their ids stay as stable as webpack's own from one build to the next.
 */
export function smallModulesFirst(chunkNames: string[]): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        // After webpack has given every module its id.
        compilation.hooks.optimizeModuleIds.tap(PLUGIN_NAME, () => {
          const { chunkGraph } = compilation;
          for (const name of chunkNames) {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk) continue;
            const own = new Map<SizedModule, Module>();
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const id = chunkGraph.getModuleId(module);
              if (typeof id === 'number' && chunkGraph.getNumberOfModuleChunks(module) === 1)
                own.set({ id, size: module.size() }, module);
            }
            for (const [sized, id] of idsSmallestFirst([...own.keys()])) chunkGraph.setModuleId(own.get(sized)!, id);
          }
        });
      });
    },
  };
}
