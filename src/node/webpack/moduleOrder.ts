import type { Compiler, Module, WebpackPluginInstance } from 'webpack';

const PLUGIN_NAME = 'ModuleOrder';

/** A module of a chunk: its webpack id, the size of its source and its file's path. */
export interface PlacedModule {
  id: number;
  size: number;
  path: string;
}

/**
 * How a chunk's modules are best ordered for gzip: `smallest first` puts a big module after the
 * small ones whose code it repeats; `by path` puts like with like (Gatsby's runtime files together,
 * Babel's helpers together, the site's by folder).
 */
export type ModuleOrder = 'smallest first' | 'by path';

const COMPARE: Record<ModuleOrder, (a: PlacedModule, b: PlacedModule) => number> = {
  'smallest first': (a, b) => a.size - b.size,
  'by path': (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
};

/**
 * The same ids given again so that the modules, which webpack writes in the order of their ids,
 * come in `order` (ties keep the order of their ids). Each module gets one of the ids the group
 * already held, so no id changes outside the group.
 */
export function idsInOrder(modules: PlacedModule[], order: ModuleOrder): Map<PlacedModule, number> {
  const ids = modules.map((module) => module.id).sort((a, b) => a - b);
  const ordered = [...modules].sort((a, b) => COMPARE[order](a, b) || a.id - b.id);
  return new Map(ordered.map((module, index) => [module, ids[index]]));
}

/**
 * Writes the modules that only one named chunk holds in the order given for it. Webpack writes a
 * chunk's modules in the order of their ids, which are hashes of their paths, so what gzip can
 * find again within its window is left to chance: Gatsby's framework chunk came out with React
 * DOM (128 KB) before React and the scheduler, 0.2 KB gzip more than with it last, and the app's
 * modules in random order, 0.2 KB more than by path. Ids change only within a chunk, when its
 * modules change: the framework's with React; the app's when one is added, moved or removed, which
 * changes the lazy chunks that use the app's modules whose ids moved.
 */
export function moduleOrder(orders: Record<string, ModuleOrder>): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        // After webpack has given every module its id.
        compilation.hooks.optimizeModuleIds.tap(PLUGIN_NAME, () => {
          const { chunkGraph } = compilation;
          for (const [name, order] of Object.entries(orders)) {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk) continue;
            const own = new Map<PlacedModule, Module>();
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const id = chunkGraph.getModuleId(module);
              if (typeof id !== 'number' || chunkGraph.getNumberOfModuleChunks(module) !== 1) continue;
              own.set({ id, size: module.size(), path: module.nameForCondition() ?? module.identifier() }, module);
            }
            for (const [placed, id] of idsInOrder([...own.keys()], order)) chunkGraph.setModuleId(own.get(placed)!, id);
          }
        });
      });
    },
  };
}
