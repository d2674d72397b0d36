// `npm run code-colors`: writes src/styles/codeColors.css, the rules of the classes highlighted code
// carries instead of style attributes (src/lib/content/codeStyles.ts), from the highlighter's
// themes. Run it after changing a theme; a unit test fails while the file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { CODE_STYLE_RULES } = await jiti.import('../src/render/codeThemes.ts');
const { codeStylesheetFile } = await jiti.import('../src/lib/content/codeStyles.ts');
const file = path.resolve(import.meta.dirname, '../src/styles/codeColors.css');
fs.writeFileSync(file, codeStylesheetFile(CODE_STYLE_RULES));
console.log(`Wrote ${path.relative(process.cwd(), file)}: ${CODE_STYLE_RULES.size} rules`);
