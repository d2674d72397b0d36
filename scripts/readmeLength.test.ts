/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The README is the front door, a guide; how the site works inside goes in docs/. */
const README_MAX_LINES = 400;

test(`the README is a guide of at most ${README_MAX_LINES} lines`, () => {
  const lines = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8').split('\n').length - 1;
  if (lines > README_MAX_LINES) {
    throw new Error(
      `README.md has ${lines} lines, over ${README_MAX_LINES}: move how things work inside to a page of docs/ ` +
        'and link it from "Read on".',
    );
  }
});
