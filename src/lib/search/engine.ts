import type { Query, SearchResult } from 'minisearch';
import type { BeginningTexts, ShownTexts } from './beginnings';
import { groupByPage } from './group';
import { searchTextOf } from './languages';
import { loadedIndex } from './loadedIndex';
import { fileOf, type PageTexts, type SearchManifest } from './manifest';
import { searchOptions } from './options';
import { slicesFor, slicesRead, termsFor } from './plan';
import type { EncodedTerm } from './postings';
import { buildQuery, queryTerms } from './query';
import { rankedResults } from './ranked';
import type { ResultGroup, SearchEngine } from './results';
import { firstSectionOfPage, pageOfSection, type SearchStats } from './stats';

/** Fetches a file of the search folder by its path relative to the manifest, parsed. */
export type LoadFile = (path: string) => Promise<unknown>;

export interface SplitSearchEngine extends Omit<SearchEngine, 'text'> {
  /**
   * MiniSearch's ranked results for `input`, from the files it needs, made as they are read (see
   * `rankedResults`); `undefined` if `signal` aborted it.
   */
  rank(input: string, signal?: AbortSignal): Promise<Iterable<SearchResult> | undefined>;
}

/**
 * Search over the split index of `manifest`, reading input in its language: loads the statistics now, then for each query the
 * vocabulary slices of its words, the posting files of the terms they can match, and the texts
 * of the pages shown: in one file asked for with the posting files when the build listed them
 * (see `loadingBeginnings`), else a file per page. Every file is loaded once; a failed load is
 * tried again next time.
 */
export async function openSearchEngine(manifest: SearchManifest, load: LoadFile): Promise<SplitSearchEngine> {
  // Not lib/lazyResource: a module the page's bundle shares would make the worker load that bundle's chunk.
  const files = new Map<string, Promise<unknown>>();
  const cached = <T>(path: string): Promise<T> => {
    if (!files.has(path)) {
      const file = load(path);
      files.set(path, file);
      file.catch(() => files.delete(path));
    }
    return files.get(path) as Promise<T>;
  };
  const stats = await cached<SearchStats>(manifest.stats);
  const pageOf = pageOfSection(stats);
  const firstSectionOf = firstSectionOfPage(stats);
  const commonPrefixes = new Set(manifest.commonPrefixes);
  const options = searchOptions(commonPrefixes);
  const text = searchTextOf(manifest.language);
  const index = loadedIndex(stats);

  /**
   * Asks for the files a search for `input` needs: loads the vocabulary slices its words read (and
   * asks for those the next keys will read), then asks for the posting files of the terms it can
   * match; undefined for input with no query.
   */
  async function requestFiles(input: string): Promise<RequestedFiles | undefined> {
    // Loaded ahead of the keys that will read them; only the slices read now are waited for.
    const slices = new Map(
      slicesFor(input, text).map((character) => [character, cached<string[]>(fileOf(manifest.terms, character))]),
    );
    const query = buildQuery(input, text);
    if (!query) return undefined;
    const read = new Map(
      await Promise.all(
        slicesRead(input, text).map(async (character) => [character, await slices.get(character)!] as const),
      ),
    );
    const terms = termsFor(
      input,
      (character) => read.get(character)!,
      (term) => !commonPrefixes.has(term),
      text,
    );
    const needed = [...new Set([...terms].map((term) => fileOf(manifest.postings, term)))];
    return {
      query,
      terms,
      needed,
      parts: Promise.all(needed.map((file) => cached<EncodedTerm[]>(file))),
    };
  }

  /** The ranked results of what `requestFiles` asked for, once loaded; undefined if `signal` aborted. */
  async function rankRequested(
    requested: Promise<RequestedFiles | undefined>,
    signal?: AbortSignal,
  ): Promise<Iterable<SearchResult> | undefined> {
    const files = await requested;
    if (!files) return [];
    const { query, terms, needed } = files;
    const parts = await files.parts;
    needed.forEach((file, position) => index.add(file, parts[position]));
    return signal?.aborted ? undefined : rankedResults(index.miniSearchOf(terms), query, options);
  }

  const rank = (input: string, signal?: AbortSignal) => rankRequested(requestFiles(input), signal);

  const textsPath = (page: number) => `${manifest.pages}/${page}.json`;
  const textsOf = (page: number) => cached<PageTexts>(textsPath(page));

  /**
   * The texts of the pages the build says `input` shows, asked for in one file once `requested`
   * has asked for its posting files, each page's put in place of its own file; undefined when
   * `input` is no single word. From a word's first letter it asks for the list of its beginnings,
   * so the list is on its way by the keystrokes that need it; a keystroke whose list is still
   * loading waits for it, as it waits for its vocabulary slices and posting files anyway, rather
   * than ask for the texts page by page after ranking, a round of requests more.
   */
  function loadListedTexts(
    input: string,
    requested: Promise<unknown>,
    signal?: AbortSignal,
  ): Promise<void> | undefined {
    const typing = text.tokenize(input).map(text.normalizeTerm).at(-1);
    if (typing) cached<BeginningTexts>(fileOf(manifest.beginnings, typing[0])).catch(() => undefined);
    const terms = queryTerms(input, text);
    if (terms.length !== 1) return undefined;
    const [term] = terms;
    const list = cached<BeginningTexts>(fileOf(manifest.beginnings, term[0]));
    // After the posting files: a browser makes six requests at once to a host over HTTP/1.1, and
    // those must not wait behind texts.
    return Promise.all([list, requested]).then(async ([beginnings]) => {
      if (signal?.aborted || !Object.hasOwn(beginnings, term)) return;
      for (const [page, texts] of await cached<ShownTexts>(`${manifest.shown}/${beginnings[term]}.json`)) {
        if (!files.has(textsPath(page))) files.set(textsPath(page), Promise.resolve(texts));
      }
    });
  }

  async function search(input: string, signal?: AbortSignal): Promise<ResultGroup[] | undefined> {
    const requested = requestFiles(input);
    // Texts that fail to load here are loaded page by page below.
    const listedTexts = loadListedTexts(input, requested, signal)?.catch(() => undefined);
    const results = await rankRequested(requested, signal);
    if (!results) return undefined;
    const groups = groupByPage(hitsOf(results, pageOf));
    await listedTexts;
    const texts = await Promise.all(groups.map((group) => textsOf(group.page)));
    return groups.map((group, position) => {
      const { title, route, kind, sections } = texts[position];
      const page = { title, route, ...(kind ? { kind } : {}) };
      return {
        page,
        hits: group.hits.map(({ id, terms }) => ({ id, page, ...sections[id - firstSectionOf[group.page]], terms })),
      };
    });
  }

  return { browse: manifest.browse, rank, search };
}

/** What a search asked for: its query, the terms it can match, and their posting files as they load. */
interface RequestedFiles {
  query: Query;
  terms: Set<string>;
  needed: string[];
  parts: Promise<EncodedTerm[][]>;
}

/** MiniSearch's results as hits with their page, made one by one: grouping stops after the few it shows. */
function* hitsOf(results: Iterable<SearchResult>, pageOf: Int32Array) {
  for (const result of results) {
    const id = result.id as number;
    yield {
      id,
      page: pageOf[id],
      get terms() {
        return result.terms;
      },
    };
  }
}
