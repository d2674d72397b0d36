import { parseDocument } from 'yaml';
import { docFileLines } from '../docs/frontMatter';
import { editYaml, yamlProblem } from './yamlEdits';

/** The names of the CMS's file formats, in config.yml (`format`) and in the CMS (`CMS.registerCustomFormat`). */
export const FILE_FORMATS = {
  frontMatter: 'trove-frontmatter',
  yaml: 'trove-yaml',
  keyedYaml: 'trove-keyed-yaml',
} as const;

/**
 * The key of an entry's data that holds the file as the CMS loaded it, for `toFile` to edit. Decap
 * hands a format's `toFile` the form's data only: a `preSave` listener adds the entry's loaded text
 * under this key (src/cms/preview/fileFormats.ts), and `toFile` takes it out; it is never written.
 */
export const SOURCE_TEXT_KEY = '__troveSourceText';

type Data = Record<string, unknown>;

/** A Decap file format: the data of a file's text, and the text of the data. */
export interface FileFormat {
  fromFile(text: string): Data;
  /** `keyOrder` is the form's fields, in order: where a new key goes. */
  toFile(data: Data, keyOrder?: readonly string[]): string;
}

/** The values of a YAML text whose first line is the file's line `firstLine`. */
function parsedYaml(text: string, what: string, firstLine = 1): Data {
  const doc = parseDocument(text);
  const [error] = doc.errors;
  if (error) {
    const line = (error.linePos?.[0].line ?? 1) + firstLine - 1;
    throw new Error(`${what} is not valid YAML: line ${line}: ${yamlProblem(error)}.`);
  }
  const data: unknown = doc.toJS();
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${what} holds no keys: expected "key: value" lines.`);
  return data as Data;
}

/** The entry's data without the loaded text the preSave listener added, and that text ('' for a new file). */
export const sourceOf = ({ [SOURCE_TEXT_KEY]: source, ...data }: Data) => ({
  source: typeof source === 'string' ? source : '',
  data,
});

/** A doc's text in four parts that join to it: the opening `---` line, the front matter, the closing line, the body. */
function docParts(text: string): { head: string; frontMatter: string; fence: string; body: string } | undefined {
  const { lines, close } = docFileLines(text);
  if (close < 0) return undefined;
  return {
    head: `${text.startsWith('\uFEFF') ? '\uFEFF' : ''}${lines[0]}\n`,
    frontMatter: lines
      .slice(1, close)
      .map((line) => `${line}\n`)
      .join(''),
    fence: close < lines.length - 1 ? `${lines[close]}\n` : lines[close],
    body: lines.slice(close + 1).join('\n'),
  };
}

/**
 * A doc: YAML front matter between `---` lines, then the MDX body (the data's `body`). Saving
 * edits the front matter as it was written (editYaml) and writes the body as the form holds it.
 */
export const frontMatterFormat: FileFormat = {
  fromFile(text) {
    const parts = docParts(text);
    if (!parts) return text.trim() === '' ? {} : { body: text };
    const data = parsedYaml(parts.frontMatter, 'The front matter', 2);
    // Decap leaves out a body of blanks, as its own front-matter format does.
    return parts.body.trim() === '' ? data : { ...data, body: parts.body };
  },
  toFile(entryData, keyOrder = []) {
    const { source, data } = sourceOf(entryData);
    const { body, ...frontMatter } = data;
    const parts = docParts(source) ?? { head: '---\n', frontMatter: '', fence: '---\n', body: '' };
    // A body of blanks was left out of the data: it stays as it was.
    const newBody = typeof body === 'string' ? body : parts.body.trim() === '' ? parts.body : '';
    const fence = parts.fence.endsWith('\n') || newBody === '' ? parts.fence : `${parts.fence}\n`;
    return parts.head + editYaml(parts.frontMatter, frontMatter, keyOrder) + fence + newBody;
  },
};

/** A YAML data file (navigation): saving edits it as it was written (editYaml). */
export const yamlFormat: FileFormat = {
  fromFile: (text) => parsedYaml(text, 'The file'),
  toFile(entryData, keyOrder = []) {
    const { source, data } = sourceOf(entryData);
    return editYaml(source, data, keyOrder);
  },
};
