// `npm run i18n:extract`: writes each configured locale's strings and navigation labels files in the content
// (src/node/i18n/extractStringsFiles.ts says what it keeps and drops).
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { extractStringsFiles } = await jiti.import('../src/node/i18n/extractStringsFiles.ts');
const { StringsFileError } = await jiti.import('../src/lib/i18n/stringsFile.ts');
const { NavigationStringsError } = await jiti.import('../src/lib/i18n/navigationStrings.ts');

try {
  for (const line of extractStringsFiles()) console.log(line);
} catch (error) {
  if (!(error instanceof StringsFileError) && !(error instanceof NavigationStringsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
