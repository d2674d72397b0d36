import type { z } from 'zod';
import { navigationFiles } from '../config/navigationFiles';
import type { Navigation } from '../config/navigationSchema';
import { dataProblems, parseYamlFile, type DataFileRules, type KeyedProblem } from './docs/yamlFile';

const rulesOf = (part: keyof Navigation, shownPath: string): DataFileRules<z.ZodType> => ({
  schema: navigationFiles[part].schema,
  keysDocumentedIn: 'src/config/navigationSchema.ts',
  fix: `Fix these keys in ${shownPath}; the keys and their types are documented in src/config/navigationSchema.ts.`,
  topLevelProblemsOnFirstLine: true,
});

/**
 * Parses the YAML text of one navigation file and validates it against its schema; a DataFileError
 * names `shownPath`, the line and the key of each problem.
 */
export function parseNavigationFile<Part extends keyof Navigation>(
  part: Part,
  shownPath: string,
  text: string,
): Navigation[Part] {
  return parseYamlFile(shownPath, text, rulesOf(part, shownPath)) as Navigation[Part];
}

/**
 * The problems parseNavigationFile reports for a navigation file holding `data`, each on its key path,
 * without lines: what the CMS shows beside its fields before it writes the file. None when it is valid.
 */
export function navigationProblems(part: keyof Navigation, data: unknown): KeyedProblem[] {
  return dataProblems(data, rulesOf(part, navigationFiles[part].file));
}
