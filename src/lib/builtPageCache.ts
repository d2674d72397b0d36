import type { BuiltHtml } from './builtHtml';

/**
 * What the build read from one built page, with the digest of the HTML it was read from (Gatsby's
 * compilation hash left out), that hash, and the stamp of the file read (see src/node/builtSite/readBuiltSite.ts).
 */
export interface ReadPage extends BuiltHtml {
  digest: string;
  compilationHash?: string;
  stamp: string;
}

/** What identifies the file and HTML a page was read from: stored as it is. */
type ReadFrom = Omit<ReadPage, keyof BuiltHtml>;

/** The stored form: every string once, in one table, each page listing indexes into it. */
interface StoredPages {
  reader: string;
  strings: string[];
  pages: Record<string, ReadFrom & { ids: number[]; hrefs: number[]; inline: Record<InlineKind, number[]> }>;
}

type InlineKind = keyof BuiltHtml['inline'];

/** Each kind of inline code of a page, changed by `change`. */
export const mapInline = <From, To>(
  inline: Record<InlineKind, From>,
  change: (value: From) => To,
): Record<InlineKind, To> => ({
  scripts: change(inline.scripts),
  styles: change(inline.styles),
  styleAttributes: change(inline.styleAttributes),
});

/**
 * The pages read by one build, by file, as text to store until the next. `reader` names the code
 * that read them: pages stored by other code are not reused. Pages of a site share most of their
 * strings (every page holds the sidebar's links), so each string is stored once.
 */
export function encodeReadPages(reader: string, pages: ReadonlyMap<string, ReadPage>): string {
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const indexes = (values: Iterable<string>) =>
    Array.from(values, (value) => {
      let index = indexOf.get(value);
      if (index === undefined) {
        index = strings.push(value) - 1;
        indexOf.set(value, index);
      }
      return index;
    });
  const stored: StoredPages = { reader, strings, pages: {} };
  for (const [file, { ids, hrefs, inline, ...readFrom }] of pages) {
    stored.pages[file] = { ...readFrom, ids: indexes(ids), hrefs: indexes(hrefs), inline: mapInline(inline, indexes) };
  }
  return JSON.stringify(stored);
}

/** The pages `encodeReadPages` stored, when `reader` stored them; none otherwise, or when the text is damaged. */
export function decodeReadPages(reader: string, text: string): Map<string, ReadPage> {
  let stored: StoredPages;
  try {
    stored = JSON.parse(text) as StoredPages;
  } catch {
    return new Map();
  }
  if (stored?.reader !== reader || !Array.isArray(stored.strings)) return new Map();
  const { strings } = stored;
  const values = (indexes: number[]) => indexes.map((index) => strings[index]);
  return new Map(
    Object.entries(stored.pages).map(([file, { ids, hrefs, inline, ...readFrom }]) => [
      file,
      { ...readFrom, ids: new Set(values(ids)), hrefs: values(hrefs), inline: mapInline(inline, values) },
    ]),
  );
}
