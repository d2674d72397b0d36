import { openSearchEngine } from './engine';
import type { PageTexts, SearchManifest, SectionText } from './manifest';
import { INDEX_OPTIONS } from './options';
import type { EncodedTerm } from './postings';
import type { SearchStats } from './stats';

const PAGES = 16;
const SECTIONS_PER_PAGE = 8;
const SECTIONS = PAGES * SECTIONS_PER_PAGE;
/** Field ids as the index numbers them: in the order of its fields. */
const FIELDS: Record<string, number> = Object.fromEntries(INDEX_OPTIONS.fields.map((field, id) => [field, id]));

/**
 * Made-up words sharing beginnings, as a site's do: `wa`, `wab`, `wabe`… Some run on
 * (`wabekadebu`), as long words do past a typed beginning: a typo's search walks them past the end
 * of its table of edit distances, which V8 otherwise first meets on a reader's keystroke and drops
 * the code it compiled for that walk.
 */
const SHORT_WORDS = Array.from({ length: 400 }, (_, index) =>
  ['w', ...[index % 5, Math.floor(index / 5) % 8, Math.floor(index / 40)].map((digit) => 'aeioubdk'[digit])].join(''),
);
const WORDS = [
  ...SHORT_WORDS,
  ...SHORT_WORDS.filter((_, index) => index % 5 === 0).map((word) => `${word}kadebu`),
].sort();

/** What a reader might type of them: prefixes, whole words, a typo, a swap, two words. */
export const WARM_UP_INPUTS = ['wa', 'wab', 'wabe', 'wabk', 'wbae', 'wxbe', 'wa wib', 'wiko wa'];

/** A small split index of `WORDS`, each file as the worker gets it, parsed. */
export function warmUpIndex(): { manifest: SearchManifest; files: Map<string, unknown> } {
  const fieldLengths = Object.values(FIELDS).map((field) =>
    Array.from({ length: SECTIONS }, (_, id) => 2 + ((id + field) % 40)),
  );
  const stats: SearchStats = {
    documentCount: SECTIONS,
    fieldIds: FIELDS,
    averageFieldLength: fieldLengths.map((lengths) => lengths.reduce((sum, length) => sum + length, 0) / SECTIONS),
    sectionCounts: Array.from({ length: PAGES }, () => SECTIONS_PER_PAGE),
    fieldLengths,
  };
  // Each word in a spread of sections, in the body and now and then in a title or heading of one
  // of them: a section matching a word in two fields takes a path of its own when results are shown.
  const postings = WORDS.map((word, index): EncodedTerm => {
    const sections = [...new Set(Array.from({ length: 12 }, (_, step) => (index * 7 + step * 11) % SECTIONS))].sort(
      (a, b) => a - b,
    );
    const gaps = sections.flatMap((id, position) => (position === 0 ? [id, -2] : [id - sections[position - 1]]));
    if (index % 9 === 0) return [word, [FIELDS.title, [sections[0]]], [FIELDS.text, gaps]];
    if (index % 9 === 4) return [word, [FIELDS.heading, [sections[1]]], [FIELDS.text, gaps]];
    return [word, [FIELDS.text, gaps]];
  });
  const files = new Map<string, unknown>([
    ['stats', stats],
    ['terms', WORDS],
    ['postings', postings],
    // No beginnings listed: texts load after ranking, which the warm-up runs either way.
    ['beginnings', {}],
  ]);
  for (let page = 0; page < PAGES; page += 1) {
    const sections = Array.from({ length: SECTIONS_PER_PAGE }, (_, index): SectionText => {
      const id = page * SECTIONS_PER_PAGE + index;
      return { heading: `Section ${id}`, anchor: `section-${id}`, text: WORDS[id] };
    });
    const texts: PageTexts = { title: `Page ${page}`, route: `/page-${page}`, sections };
    files.set(`pages/${page}.json`, texts);
  }
  const manifest: SearchManifest = {
    language: 'en',
    locale: 'en',
    stats: 'stats',
    terms: [['', 'terms']],
    postings: [['', 'postings']],
    pages: 'pages',
    beginnings: [['', 'beginnings']],
    shown: 'shown',
    commonPrefixes: [],
    browse: [],
  };
  return { manifest, files };
}

/**
 * Runs the search engine's code on a small made-up index, a round at a time, while `stop()` is not
 * true. A worker starts with its code uncompiled: the first queries a reader types would run
 * several times slower (40 ms instead of 9 for a word with thousands of matches on 3,000 pages)
 * than once V8 has compiled the engine and MiniSearch for what they do. Each round opens the
 * index anew: V8 compiles for what it has seen, and code that has only seen an index already in
 * use is thrown away on the reader's index's first queries (its first keystrokes took 20 to 55 ms
 * instead of 4 to 13 in Node, on the bench's 3,000 pages). It yields after each search, so a search
 * the reader starts meanwhile waits for one small search at most.
 */
export async function warmUpSearch(stop: () => boolean, rounds = 6): Promise<void> {
  const { manifest, files } = warmUpIndex();
  for (let round = 0; round < rounds; round += 1) {
    const engine = await openSearchEngine(manifest, async (path) => files.get(path));
    for (const input of WARM_UP_INPUTS) {
      if (stop()) return;
      await engine.search(input);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}
