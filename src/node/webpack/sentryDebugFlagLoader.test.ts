/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import sentryDebugFlagLoader, { DEBUG_BUILD_EXPRESSION } from './sentryDebugFlagLoader.mjs';

const SENTRY = path.resolve(__dirname, '../../../node_modules/@sentry');

/** The installed Sentry ES modules (each package's own, not copies nested under another) that import DEBUG_BUILD. */
function modulesImportingTheFlag(): string[] {
  return fs
    .readdirSync(SENTRY, { recursive: true, encoding: 'utf8' })
    .filter((file) => /[\\/]esm[\\/].+\.js$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(SENTRY, file))
    .filter((file) => /^import .*debug-build\.js';$/m.test(fs.readFileSync(file, 'utf8')));
}

describe('sentryDebugFlagLoader', () => {
  it("puts debug-build.js's expression in place of each use of DEBUG_BUILD", () => {
    const source = fs.readFileSync(path.join(SENTRY, 'core/build/esm/integration.js'), 'utf8');
    const output = sentryDebugFlagLoader(source);
    expect(output).not.toMatch(/debug-build\.js/);
    expect(output).not.toMatch(/\bDEBUG_BUILD\b/);
    expect(output).toContain(`${DEBUG_BUILD_EXPRESSION} && debug.log(\`Integration installed:`);
    expect(output.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('is what debug-build.js declares', () => {
    const declaration = fs.readFileSync(path.join(SENTRY, 'core/build/esm/debug-build.js'), 'utf8');
    expect(declaration).toContain(`const DEBUG_BUILD = ${DEBUG_BUILD_EXPRESSION};`);
  });

  it('leaves no installed Sentry module reading the flag from another module', () => {
    const modules = modulesImportingTheFlag();
    // @sentry/core alone has dozens; none found means the search, not Sentry, is broken.
    expect(modules.length).toBeGreaterThan(50);
    const stillImporting = modules.filter((file) =>
      /debug-build\.js'|\bDEBUG_BUILD\b/.test(sentryDebugFlagLoader(fs.readFileSync(file, 'utf8'))),
    );
    expect(stillImporting).toEqual([]);
  });

  it('passes a module without the import through unchanged', () => {
    const source = "import { debug } from './utils/debug-logger.js';\nconst DEBUG_BUILD = true;\n";
    expect(sentryDebugFlagLoader(source)).toBe(source);
  });
});
