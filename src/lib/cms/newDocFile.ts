import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { docFileLines } from '../docs/frontMatter';
import { DOC_ID_PART, suggestedIdPart } from '../docs/ids';

/**
 * Where a new doc's file name waits while Decap names the file: a key of the entry's data, set just
 * before Decap makes the file name from the collection's slug template (NEW_DOC_SLUG) and taken out
 * of the file's text before it is written (withoutNewDocNameKey), so no file holds it.
 */
export const NEW_DOC_NAME_KEY = 'cms_new_doc_file_name';

/**
 * The slug template of docs collections. Decap's own slugs from the title keep `_`, `~` and `.`
 * (`Trade_tips ~ v2` gives `trade_tips-~-v2`), which the build refuses in a doc's id; this one names
 * the file as newDocFileName does, and Decap leaves such a name as it is.
 */
export const NEW_DOC_SLUG = `{{fields.${NEW_DOC_NAME_KEY}}}`;

/**
 * The file name (without `.mdx`) of a new doc, its id: the title as the id rule takes it
 * (`Trade_tips ~ v2` → `trade-tips-v2`, `Café shelf space` → `cafe-shelf-space`); a title with no
 * letter or digit of the rule gives the doc's front matter `id`, if valid, else ''.
 */
export function newDocFileName(title: unknown, id: unknown): string {
  const fromTitle = typeof title === 'string' ? suggestedIdPart(title) : '';
  if (fromTitle !== '') return fromTitle;
  return typeof id === 'string' && DOC_ID_PART.test(id) ? id : '';
}

/** A doc's text without the NEW_DOC_NAME_KEY line(s) of its front matter; every other byte as it was. */
export function withoutNewDocNameKey(text: string): string {
  const { lines, close } = docFileLines(text);
  if (close < 0) return text;
  const counter = new LineCounter();
  const document = parseDocument(lines.slice(1, close).join('\n'), { lineCounter: counter });
  const pair = isMap(document.contents)
    ? document.contents.items.find((item) => isScalar(item.key) && item.key.value === NEW_DOC_NAME_KEY)
    : undefined;
  const keyStart = (pair?.key as { range?: number[] } | undefined)?.range?.[0];
  if (!pair || keyStart === undefined) return text;
  const valueEnd = (pair.value as { range?: number[] } | null)?.range?.[1] ?? keyStart + 1;
  // Front matter lines count from 1 after the opening `---`, which is line 0 of the file.
  const first = counter.linePos(keyStart).line;
  const last = counter.linePos(Math.max(keyStart, valueEnd - 1)).line;
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  return bom + [...lines.slice(0, first), ...lines.slice(last + 1)].join('\n');
}
