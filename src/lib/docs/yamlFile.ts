import { CST, LineCounter, parseDocument, Parser, type Document, type YAMLError } from 'yaml';
import type { z } from 'zod';
import { describeIssue } from '../../config/parse';
import { narrowUnionIssues } from '../../config/unionIssues';

/** Thrown for a YAML data file that cannot be read or does not match its schema; names the file, the line and the key. */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
    fix: string,
    /** What the message says is invalid: the file, or a part of it such as `front matter in <file>`. */
    subject = file,
  ) {
    super(`Invalid ${subject}:\n${problems.map((line) => `  - ${line}`).join('\n')}\n${fix}`);
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

/** Line of the key at `path` (of the item, for a list item) in a YAML text that parses, if it holds it. */
export function lineOfKey(text: string, path: readonly PropertyKey[]): number | undefined {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  return document.errors.length > 0 ? undefined : lineOf(document, lines, path);
}

/**
 * Where a YAML syntax error is. An unclosed quote is reported by the parser where the text ends,
 * often lines below the value the editor left open: it is placed on the quote that opens it.
 */
function syntaxErrorOffset(text: string, error: YAMLError): number {
  if (error.code !== 'MISSING_CHAR' || !error.message.startsWith('Missing closing')) return error.pos[0];
  let opening = error.pos[0];
  for (const token of new Parser().parse(text)) {
    if (token.type !== 'document') continue;
    CST.visit(token, (item) => {
      for (const scalar of [item.key, item.value]) {
        if (scalar?.type !== 'double-quoted-scalar' && scalar?.type !== 'single-quoted-scalar') continue;
        const quote = scalar.source[0];
        const closed = scalar.source.length > 1 && scalar.source.trimEnd().endsWith(quote);
        if (!closed && scalar.offset < opening) opening = scalar.offset;
      }
    });
  }
  return opening;
}

/** The problem lines of one schema issue. */
type Describe = (issue: z.core.$ZodIssue, data: unknown) => string[];

/** What a YAML data file is checked against, and how its problems are told. */
export interface DataFileRules<Schema extends z.ZodType> {
  schema: Schema;
  /** Where the allowed keys are listed, for unknown ones: `the keys label, position...`. */
  keysDocumentedIn: string;
  /** The last line of the message: how to fix the file. */
  fix: string;
  /** What the message says is invalid, when the text is part of `file`: `front matter in <file>`. */
  subject?: string;
  /** The line of the file the text starts on, so lines count in the file an editor opens (front matter follows a `---` line). */
  firstLine?: number;
  /** The problem lines of one schema issue; by default its key path, what was found and what was expected. */
  describe?: Describe;
  /**
   * Whether a problem with no key of its own in the text (a missing top-level key) is placed on the
   * first line, the file's top level, as nested missing keys are placed on their parent's line.
   * Without it such a problem has no line, and its text must say where the key goes.
   */
  topLevelProblemsOnFirstLine?: boolean;
}

/** A problem of a data file's value: the key path it is on and its text, without a line. */
export interface KeyedProblem {
  keyPath: readonly PropertyKey[];
  text: string;
}

function keyedProblems(
  issues: z.core.$ZodIssue[],
  data: unknown,
  { describe, keysDocumentedIn }: DataFileRules<z.ZodType>,
): KeyedProblem[] {
  const describeIssueOf: Describe = describe ?? ((issue, input) => describeIssue(issue, input, keysDocumentedIn));
  return narrowUnionIssues(issues).flatMap((issue) => {
    const lines = describeIssueOf(issue, data);
    // Unknown keys come as one issue with a line each: each is placed on its own key.
    if (issue.code === 'unrecognized_keys' && lines.length === issue.keys.length)
      return lines.map((text, index) => ({ keyPath: [...issue.path, issue.keys[index]], text }));
    const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    return lines.map((text) => ({ keyPath, text }));
  });
}

/**
 * The problems parseYamlFile reports for a file that holds `data`, without their lines: the same
 * checks and the same words, for a value that has no text yet (a form in the CMS). None when it is valid.
 */
export function dataProblems<Schema extends z.ZodType>(data: unknown, rules: DataFileRules<Schema>): KeyedProblem[] {
  const result = rules.schema.safeParse(data, { reportInput: true });
  return result.success ? [] : keyedProblems(result.error.issues, data, rules);
}

/**
 * Parses a YAML data file and validates it against its schema. Every problem is one line naming
 * where it is (`line 3: position`), what was found and what was expected.
 */
export function parseYamlFile<Schema extends z.ZodType>(
  file: string,
  text: string,
  rules: DataFileRules<Schema>,
): z.output<Schema> {
  const { schema, fix, subject = file, firstLine = 1, topLevelProblemsOnFirstLine = false } = rules;
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const inFile = (line: number) => line + firstLine - 1;
  if (document.errors.length > 0) {
    throw new DataFileError(
      file,
      document.errors.map((error) => {
        const at = lines.linePos(syntaxErrorOffset(text, error));
        // The message repeats the position and quotes the source after it; the line and column say it once.
        const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
        return `line ${inFile(at.line)}, column ${at.col}: ${reason} (YAML syntax)`;
      }),
      fix,
      subject,
    );
  }
  const data: unknown = document.toJS() ?? {};
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const problems = keyedProblems(result.error.issues, data, rules).map(({ keyPath, text }) => ({
    line: lineOf(document, lines, keyPath) ?? (topLevelProblemsOnFirstLine ? 1 : undefined),
    text,
  }));
  // In the order of the file, as an editor reads it.
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  throw new DataFileError(
    file,
    problems.map(({ line, text }) => (line === undefined ? text : `line ${inFile(line)}: ${text}`)),
    fix,
    subject,
  );
}
