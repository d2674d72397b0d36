import { navigationFiles } from '../config/navigationFiles';
import type { Navigation } from '../config/navigationSchema';
import { parseYamlFile } from './docs/yamlFile';

/**
 * Parses the YAML text of one navigation file and validates it against its schema; a DataFileError
 * names `shownPath`, the line and the key of each problem.
 */
export function parseNavigationFile<Part extends keyof Navigation>(
  part: Part,
  shownPath: string,
  text: string,
): Navigation[Part] {
  return parseYamlFile(shownPath, text, {
    schema: navigationFiles[part].schema,
    keysDocumentedIn: 'src/config/navigationSchema.ts',
    fix: `Fix these keys in ${shownPath}; the keys and their types are documented in src/config/navigationSchema.ts.`,
    topLevelProblemsOnFirstLine: true,
  }) as Navigation[Part];
}
