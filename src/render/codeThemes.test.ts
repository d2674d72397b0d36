import fs from 'node:fs';
import path from 'node:path';
import { codeStylesheetFile } from '../lib/content/codeStyles';
import { CODE_STYLE_RULES } from './codeThemes';

test('src/styles/codeColors.css holds the rule of every class the themes give highlighted code (npm run code-colors)', () => {
  const file = fs.readFileSync(path.resolve(__dirname, '../styles/codeColors.css'), 'utf8');
  expect(file).toBe(codeStylesheetFile(CODE_STYLE_RULES));
});

test('both themes give classes: light text and background, dark text and background', () => {
  const names = [...CODE_STYLE_RULES.keys()];
  for (const prefix of ['cs-c-', 'cs-b-', 'cs-nc-', 'cs-nb-']) {
    expect(names.some((name) => name.startsWith(prefix))).toBe(true);
  }
  expect(CODE_STYLE_RULES.get('cs-nb-0d1117')).toBe("[data-theme='dark'] .cs-nb-0d1117{background-color:#0d1117}");
});
