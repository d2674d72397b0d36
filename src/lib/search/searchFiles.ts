import { beginningPages, loadingBeginnings, numberedBundles, type ShownTexts } from './beginnings';
import { commonPrefixes } from './commonPrefixes';
import { MANIFEST_FILE, type BrowseLink, type FileRanges, type PageTexts, type SearchManifest } from './manifest';
import { searchTextOf } from './languages';
import { loadedIndex } from './loadedIndex';
import { searchOptions } from './options';
import { partition } from './partition';
import { termsFor } from './plan';
import { sectionRecords, type SearchPage, type SearchRecord } from './records';
import { indexSections } from './sectionIndex';
import { sliceKeys } from './vocabulary';

/** Characters of JSON per posting or vocabulary file: about 7 KB gzip, so a query fetches little it does not use. */
export const PART_SIZE = 16_000;

export interface SearchFilesOptions {
  /** A short digest of a file's content, for its name. */
  hash: (content: string) => string;
  partSize?: number;
  /** See `MAX_COMPLETION_POSTINGS`. */
  maxCompletionPostings?: number;
  /** The doc set's language (its locale's `htmlLang`), whose tokenizer builds the index: English unless given. */
  language?: string;
  /** The doc set's locale code, written into the manifest: the default locale's (`en`) unless given. */
  locale?: string;
}

/**
 * The split search index of `pages`, read with the tokenizer of their `language`, as files by path relative to the search folder: the manifest
 * (`MANIFEST_FILE`), the statistics, vocabulary and posting files (named by their content) and one
 * text file per page (in a folder named by all of them). Indexed as MiniSearch indexes
 * (`indexSections`), so a search over the files a query needs scores exactly as one MiniSearch
 * index of the pages would.
 */
export function buildSearchFiles(
  pages: readonly SearchPage[],
  browse: readonly BrowseLink[],
  { hash, partSize = PART_SIZE, maxCompletionPostings, language = 'en', locale = 'en' }: SearchFilesOptions,
): Map<string, string> {
  const files = new Map<string, string>();
  const add = (kind: string, content: string) => {
    const name = `${kind}.${hash(content)}.json`;
    files.set(name, content);
    return name;
  };
  const records: SearchRecord[] = [];
  const texts: PageTexts[] = [];
  for (const [position, page] of pages.entries()) {
    const pageRecords = sectionRecords(page, position, records.length);
    records.push(...pageRecords);
    texts.push({
      title: page.title,
      route: page.route,
      ...(page.kind ? { kind: page.kind } : {}),
      sections: pageRecords.map(({ heading, anchor, text }) => ({ heading, anchor, text })),
    });
  }
  const text = searchTextOf(language);
  const sectionCounts = pages.map((page) => page.sections.length);
  const index = indexSections(records, sectionCounts, text);
  const stats = add('stats', JSON.stringify(index.stats));
  const postingParts = partition(index.terms, (term) => JSON.stringify(term).length, partSize);
  const postings: FileRanges = postingParts.map((part, position) => [
    position === 0 ? '' : part[0][0],
    add('postings', JSON.stringify(part)),
  ]);
  const sortedTerms = index.terms.map(([term]) => term);
  const slices = vocabularySlices(sortedTerms);
  const terms: FileRanges = vocabularyFiles(slices, partSize).map(([first, content]) => [first, add('terms', content)]);
  const common = new Set(commonPrefixes(index.terms, maxCompletionPostings));
  // Each beginning searched as a reader's search searches it: over the terms it loads, from the posting files.
  const loaded = loadedIndex(index.stats);
  postingParts.forEach((part, position) => loaded.add(postings[position][1], part));
  const shown = beginningPages(
    (beginning) =>
      loaded.miniSearchOf(
        termsFor(
          beginning,
          (character) => slices.get(character) ?? [],
          (term) => !common.has(term),
          text,
        ),
      ),
    (section) => records[section].page,
    loadingBeginnings(sortedTerms, common, text),
    searchOptions(common),
    text,
  );
  const { bundleOf, bundles } = numberedBundles(shown);
  const beginnings: FileRanges = byFirstCharacter(bundleOf, partSize).map(([first, content]) => [
    first,
    add('beginnings', content),
  ]);
  const pagesFolder = `pages.${hash(JSON.stringify(texts))}`;
  texts.forEach((text, position) => files.set(`${pagesFolder}/${position}.json`, JSON.stringify(text)));
  const shownTexts = bundles.map((pagesShown) =>
    JSON.stringify(pagesShown.map((page): ShownTexts[number] => [page, texts[page]])),
  );
  const shownFolder = `shown.${hash(JSON.stringify(shownTexts))}`;
  shownTexts.forEach((content, number) => files.set(`${shownFolder}/${number}.json`, content));

  const manifest: SearchManifest = {
    language,
    locale,
    stats,
    terms,
    postings,
    pages: pagesFolder,
    beginnings,
    shown: shownFolder,
    commonPrefixes: [...common],
    browse: [...browse],
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return files;
}

/** The vocabulary slices (see `sliceKeys`) of the sorted `terms`, by character, each sorted. */
function vocabularySlices(terms: readonly string[]): Map<string, string[]> {
  const slices = new Map<string, string[]>();
  for (const term of terms) {
    for (const key of sliceKeys(term)) {
      const slice = slices.get(key);
      if (slice) slice.push(term);
      else slices.set(key, [term]);
    }
  }
  return slices;
}

/** The vocabulary `slices`, characters grouped into files of about `size`. */
function vocabularyFiles(slices: ReadonlyMap<string, string[]>, size: number): Array<[first: string, content: string]> {
  return characterFiles(slices, size, (group) => JSON.stringify([...new Set(group.flat())].sort()));
}

/**
 * The entries of `byBeginning` grouped into files of about `size` by first character; one file at
 * least, so every lookup finds one.
 */
function byFirstCharacter<T>(byBeginning: Record<string, T>, size: number): Array<[first: string, content: string]> {
  const characters = new Map<string, Record<string, T>>();
  for (const [beginning, value] of Object.entries(byBeginning)) {
    const character = characters.get(beginning[0]) ?? {};
    character[beginning] = value;
    characters.set(beginning[0], character);
  }
  const files = characterFiles(characters, size, (group) => JSON.stringify(Object.assign({}, ...group)));
  return files.length > 0 ? files : [['', '{}']];
}

/**
 * The values of `byCharacter` in files of about `size` (as JSON) by character range, each file's
 * values made one by `content`, as `FileRanges` list them: a range from its first character, the
 * first from ''.
 */
function characterFiles<T>(
  byCharacter: ReadonlyMap<string, T>,
  size: number,
  content: (values: T[]) => string,
): Array<[first: string, content: string]> {
  const characters = [...byCharacter.keys()].sort();
  const valueSize = (character: string) => JSON.stringify(byCharacter.get(character)).length;
  return partition(characters, valueSize, size).map((group, position) => [
    position === 0 ? '' : group[0],
    content(group.map((character) => byCharacter.get(character)!)),
  ]);
}
