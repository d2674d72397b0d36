// The layers of src/ and the ESLint rule that keeps imports running one way between them
// (eslint.config.mjs; the folder map in docs/architecture.md says the same in prose).
import path from 'node:path';

/**
 * Each layer (a folder of src/) and the layers it may import from, besides itself. Entry files
 * outside src/ (gatsby-*.ts, scripts, e2e) are the composition roots: they may import any layer.
 *
 * `chrome` (the parts of the page the build renders: navbar, dropdowns, sidebar ...) sits under
 * `components` (the hydrated ones): a hydrated component reads what a part names (the mobile menu
 * finds the navbar's menu button, the layout the skip link's target), never the other way round.
 * The small pieces parts are made of (Link, IconButton, Icons, Collapsible, SearchButton) are
 * chrome too, as the hydrated components that use them (search, the mobile menu) sit above it.
 * A part's behaviour runs on the shared runtime of `browser` (the dispatcher), which the entry
 * hands the registry of `chrome/behaviours.ts`.
 */
export const LAYERS = {
  config: [],
  lib: ['config'],
  browser: ['config', 'lib'],
  contexts: ['config', 'lib', 'browser'],
  chrome: ['config', 'lib', 'browser', 'contexts'],
  components: ['config', 'lib', 'browser', 'contexts', 'chrome'],
  render: ['config', 'lib', 'contexts', 'chrome', 'components'],
  templates: ['config', 'lib', 'browser', 'contexts', 'chrome', 'components'],
  pages: ['config', 'lib', 'browser', 'contexts', 'chrome', 'components'],
  testFixtures: ['config', 'lib', 'browser', 'contexts', 'chrome', 'components'],
  cms: ['config', 'lib', 'browser', 'contexts', 'chrome', 'components', 'render', 'templates'],
  node: ['config', 'lib', 'contexts', 'chrome', 'components', 'render'],
};

/** Folders any layer may import from: stylesheets and type declarations, which hold no code. */
const SHARED = new Set(['styles', 'types']);

/** The layer a file belongs to: its first folder under src/, or null outside the layers. */
export function layerOf(file, srcDir) {
  const parts = path.relative(srcDir, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importsFollowLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules of src/ import only from their own layer and the layers below it.' },
    messages: {
      wrongWay:
        '{{from}} may not import from {{to}} ("{{source}}"): {{allowed}}. ' +
        'Move the shared code down to a layer both can import, or let the caller pass it in (docs/architecture.md, "Folder map").',
    },
    schema: [],
  },
  create(context) {
    const srcDir = path.join(context.cwd, 'src');
    const from = layerOf(context.filename, srcDir);
    if (!from || !(from in LAYERS)) return {};
    const check = (sourceNode) => {
      const source = sourceNode?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source), srcDir);
      if (!to || to === from || SHARED.has(to) || LAYERS[from].includes(to)) return;
      const allowed =
        LAYERS[from].length > 0
          ? `${from} imports only from ${LAYERS[from].join(', ')}`
          : `${from} imports no other layer`;
      context.report({ node: sourceNode, messageId: 'wrongWay', data: { from, to, source, allowed } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export const layersPlugin = { rules: { 'imports-follow-layers': importsFollowLayers } };
