import type { InlineCode } from './builtHtml';
import type { LinkRun } from './linkRuns';

/**
 * What the build read from one built page (its anchor targets, its links in runs, its inline code),
 * with the digest of the HTML it was read from (Gatsby's compilation hash left out), that hash, and
 * the stamp of the file read (see src/node/builtSite/readBuiltSite.ts).
 */
export interface ReadPage {
  ids: Set<string>;
  links: readonly LinkRun[];
  inline: InlineCode;
  digest: string;
  compilationHash?: string;
  stamp: string;
}

/** What identifies the file and HTML a page was read from: stored as it is. */
type ReadFrom = Omit<ReadPage, 'ids' | 'links' | 'inline'>;

/**
 * The stored form: every string once, in one table, every run of links once, as indexes into it,
 * each page listing indexes into both.
 */
interface StoredPages {
  reader: string;
  strings: string[];
  runs: number[][];
  pages: Record<string, ReadFrom & { ids: number[]; links: number[]; inline: Record<InlineKind, number[]> }>;
}

type InlineKind = keyof InlineCode;

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
 * strings and runs of links (every page holds the sidebar's), so each is stored once.
 */
export function encodeReadPages(reader: string, pages: ReadonlyMap<string, ReadPage>): string {
  const strings: string[] = [];
  const runs: number[][] = [];
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
  const runIndexOf = new Map<LinkRun, number>();
  const runIndexes = (values: readonly LinkRun[]) =>
    values.map((run) => {
      let index = runIndexOf.get(run);
      if (index === undefined) {
        index = runs.push(indexes(run)) - 1;
        runIndexOf.set(run, index);
      }
      return index;
    });
  const stored: StoredPages = { reader, strings, runs, pages: {} };
  for (const [file, { ids, links, inline, ...readFrom }] of pages) {
    stored.pages[file] = {
      ...readFrom,
      ids: indexes(ids),
      links: runIndexes(links),
      inline: mapInline(inline, indexes),
    };
  }
  return JSON.stringify(stored);
}

/**
 * The pages `encodeReadPages` stored, when `reader` stored them; none otherwise, or when the text is
 * damaged. Each run of links is made once, by `hold` (the cutter's, so that the runs of pages read
 * again are the same objects as those of pages read before).
 */
export function decodeReadPages(
  reader: string,
  text: string,
  hold: (run: string[]) => LinkRun = (run) => run,
): Map<string, ReadPage> {
  let stored: StoredPages;
  try {
    stored = JSON.parse(text) as StoredPages;
  } catch {
    return new Map();
  }
  if (stored?.reader !== reader || !Array.isArray(stored.strings) || !Array.isArray(stored.runs)) return new Map();
  const { strings } = stored;
  const values = (indexes: number[]) => indexes.map((index) => strings[index]);
  const runs = stored.runs.map((run) => hold(values(run)));
  return new Map(
    Object.entries(stored.pages).map(([file, { ids, links, inline, ...readFrom }]) => [
      file,
      {
        ...readFrom,
        ids: new Set(values(ids)),
        links: links.map((index) => runs[index]),
        inline: mapInline(inline, values),
      },
    ]),
  );
}
