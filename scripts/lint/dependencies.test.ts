/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { dependenciesPlugin, packageOf } from './dependencies.mjs';

const rule = dependenciesPlugin.rules['imports-are-declared'];

describe('packageOf', () => {
  it('names the package of an import, or none for relative paths and Node', () => {
    expect(packageOf('yaml')).toBe('yaml');
    expect(packageOf('hast-util-to-html/lib/index.js')).toBe('hast-util-to-html');
    expect(packageOf('@sentry/gatsby/browser')).toBe('@sentry/gatsby');
    expect(packageOf('./local')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('path')).toBeNull();
  });
});

describe('imports-are-declared', () => {
  const original = process.cwd();
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'declared-'));
  fs.writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ dependencies: { yaml: '1' }, devDependencies: { webpack: '5', '@types/hast': '3' } }),
  );
  // The rule reads the package.json of ESLint's working directory, which a tester takes when it is made.
  process.chdir(project);
  const tester = new RuleTester({
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
  });
  process.chdir(original);
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

  const runtime = [{ runtime: true }];
  tester.run('imports-are-declared', rule, {
    valid: [
      { code: "import { parse } from 'yaml';", options: runtime },
      { code: "import fs from 'node:fs'; import local from './local';", options: runtime },
      { code: "import type { Compiler } from 'webpack';", options: runtime },
      { code: "import type { Root } from 'hast';", options: runtime },
      { code: "import webpack from 'webpack';" },
    ],
    invalid: [
      {
        code: "import { io } from 'socket.io-client';",
        errors: [
          {
            message:
              '"socket.io-client" is imported but not declared in package.json: add it to devDependencies ' +
              '(at the version npm ls socket.io-client shows, if another package already brings it).',
          },
        ],
      },
      {
        code: "const loaded = import('acorn');",
        options: runtime,
        errors: [{ messageId: 'undeclared', data: { name: 'acorn', section: 'dependencies' } }],
      },
      {
        code: "import webpack from 'webpack';",
        options: runtime,
        errors: [{ messageId: 'devOnly', data: { name: 'webpack' } }],
      },
      {
        code: "import { toHtml } from 'hast';",
        options: runtime,
        errors: [{ messageId: 'undeclared', data: { name: 'hast', section: 'dependencies' } }],
      },
    ],
  });
});
