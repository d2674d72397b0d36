// Webpack loader for Sentry's ES modules. Each of them reads DEBUG_BUILD, the guard around Sentry's
// debug logging, from its package's debug-build.js, where it is `__SENTRY_DEBUG__` unless undefined.
// Defining `__SENTRY_DEBUG__: false` alone leaves every guarded log in the bundles: webpack cannot
// scope-hoist Sentry's modules (the first-load chunk shares them with the lazy ones), so each guard
// stays a run-time read of another module's export, which the minifier cannot evaluate. Nor does a
// local `const DEBUG_BUILD` do: Terser keeps `const s=!1` and every `s&&log(...)` where exported
// functions read it. So each use of the flag becomes debug-build.js's expression itself, which the
// define turns into a constant and webpack and Terser drop with the code it guards.

/** The import Sentry's builds put in every module that guards code with DEBUG_BUILD. */
export const DEBUG_BUILD_IMPORT = /^import \{ DEBUG_BUILD \} from '(?:\.\.?\/)+debug-build\.js';$/m;

/** What debug-build.js declares DEBUG_BUILD to be. */
export const DEBUG_BUILD_EXPRESSION = "(typeof __SENTRY_DEBUG__ === 'undefined' || __SENTRY_DEBUG__)";

/**
 * In a module importing DEBUG_BUILD, drops the import and puts the flag's expression in place of
 * each use; other modules pass unchanged. Line numbers stay as they were.
 * @param {string} source
 * @returns {string}
 */
export default function sentryDebugFlagLoader(source) {
  if (!DEBUG_BUILD_IMPORT.test(source)) return source;
  return source.replace(DEBUG_BUILD_IMPORT, '').replace(/\bDEBUG_BUILD\b/g, DEBUG_BUILD_EXPRESSION);
}
