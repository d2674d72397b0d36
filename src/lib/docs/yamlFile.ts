import { LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { describeIssue } from '../../config/parse';

/** Thrown for a YAML data file that cannot be read or does not match its schema; names the file, the line and the key. */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
    fix: string,
  ) {
    super(`Invalid ${file}:\n${problems.map((line) => `  - ${line}`).join('\n')}\n${fix}`);
    this.name = 'DataFileError';
  }
}

/** Line of the key at `path` in the document (of its value for list items), if the document has it. */
function lineOf(document: Document, lines: LineCounter, path: readonly PropertyKey[]): number | undefined {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const parent = depth === 1 ? document.contents : document.getIn(path.slice(0, depth - 1) as unknown[], true);
    const key = path[depth - 1];
    const pairs = (parent as { items?: Array<{ key?: { value?: unknown; range?: number[] } }> } | null)?.items;
    const pair = typeof key === 'number' ? undefined : pairs?.find((item) => item.key?.value === key);
    const node =
      pair?.key ?? (document.getIn(path.slice(0, depth) as unknown[], true) as { range?: number[] } | undefined);
    if (node?.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}

interface DataFileRules<Schema extends z.ZodType> {
  schema: Schema;
  /** Where the allowed keys are listed, for unknown ones: `the keys label, position...`. */
  keysDocumentedIn: string;
  /** The last line of the message: how to fix the file. */
  fix: string;
}

/**
 * Parses a YAML data file and validates it against its schema. Every problem is one line naming
 * where it is (`line 3: position`), what was found and what was expected.
 */
export function parseYamlFile<Schema extends z.ZodType>(
  file: string,
  text: string,
  { schema, keysDocumentedIn, fix }: DataFileRules<Schema>,
): z.output<Schema> {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  if (document.errors.length > 0) {
    throw new DataFileError(
      file,
      document.errors.map((error) => {
        const at = error.linePos?.[0];
        // The message repeats the position and quotes the source after it; the line and column say it once.
        const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
        return `${at ? `line ${at.line}, column ${at.col}: ` : ''}${reason} (YAML syntax)`;
      }),
      fix,
    );
  }
  const data: unknown = document.toJS() ?? {};
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const problems = result.error.issues.flatMap((issue) => {
    const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    const line = lineOf(document, lines, keyPath);
    return describeIssue(issue, data, keysDocumentedIn).map((text) => ({ line, text }));
  });
  // In the order of the file, as an editor reads it.
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  throw new DataFileError(
    file,
    problems.map(({ line, text }) => (line === undefined ? text : `line ${line}: ${text}`)),
    fix,
  );
}
