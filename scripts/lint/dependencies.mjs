// The ESLint rule that keeps package.json true to the code: every package a module imports is declared,
// and what the built site or the build needs at run time is a dependency, not a devDependency.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const BUILTINS = new Set(builtinModules);

/** Where a package's types come from when it ships none (`hast` → `@types/hast`, `@a/b` → `@types/a__b`). */
const typesPackageOf = (name) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

/** The package an import names (`@scope/name/sub` → `@scope/name`), or null for a relative path or Node's own. */
export function packageOf(source) {
  if (source.startsWith('.') || source.startsWith('/') || source.startsWith('node:')) return null;
  const parts = source.split('/');
  const name = source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

const manifests = new Map();
function manifestOf(cwd) {
  if (!manifests.has(cwd)) manifests.set(cwd, JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')));
  return manifests.get(cwd);
}

/** @type {import('eslint').Rule.RuleModule} */
const importsAreDeclared = {
  meta: {
    type: 'problem',
    docs: { description: 'Imported packages are declared in package.json, in the section the importing file needs.' },
    messages: {
      undeclared:
        '"{{name}}" is imported but not declared in package.json: add it to {{section}} ' +
        '(at the version npm ls {{name}} shows, if another package already brings it).',
      devOnly:
        '"{{name}}" is a devDependency, but this file runs in the build or the site, where only dependencies ' +
        'are installed (npm ci --omit=dev): move it to dependencies, or import only its types (import type).',
    },
    schema: [{ type: 'object', properties: { runtime: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const runtime = context.options[0]?.runtime ?? false;
    const { dependencies = {}, devDependencies = {} } = manifestOf(context.cwd);
    const check = (sourceNode, typeOnly) => {
      const name = typeof sourceNode?.value === 'string' ? packageOf(sourceNode.value) : null;
      if (!name || name in dependencies) return;
      if (typeOnly && typesPackageOf(name) in { ...dependencies, ...devDependencies }) return;
      const section = runtime && !typeOnly ? 'dependencies' : 'devDependencies';
      if (!(name in devDependencies)) {
        context.report({ node: sourceNode, messageId: 'undeclared', data: { name, section } });
      } else if (section === 'dependencies') {
        context.report({ node: sourceNode, messageId: 'devOnly', data: { name } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.importKind === 'type'),
      ImportExpression: (node) => check(node.source, false),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
    };
  },
};

export const dependenciesPlugin = { rules: { 'imports-are-declared': importsAreDeclared } };
