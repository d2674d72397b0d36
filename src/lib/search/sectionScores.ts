import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';

/** The query words a section matched, and which of its fields each indexed term matched. */
export interface Matches {
  terms: string[];
  match: Record<string, string[]>;
}
/** What MiniSearch's private `executeQuery` gives for each matching section, by short id. */
type RawResult = Matches & { score: number };

/** The sections a query matches, as MiniSearch's `executeQuery` finds them, and what it says of each. */
export interface ScoredSections {
  /** Short ids of the sections found, in the order of `executeQuery`'s map. */
  ids: readonly number[];
  /** The score of each of `ids`, times the number of query words it matched, as `search` gives it. */
  scores: Float64Array;
  /** What a found section matched, as `executeQuery` gives it. */
  matchesOf(id: number): Matches;
}

/** The parts of MiniSearch this reads: the same private state its own query code reads. */
interface Internals {
  _options: {
    fields: string[];
    tokenize(text: string): string[];
    processTerm(term: string): unknown;
    searchOptions: Options;
  };
  _index: {
    get(term: string): TermData | undefined;
    atPrefix(prefix: string): Iterable<[string, TermData]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [TermData, number]>;
  };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _dirtCount: number;
  _nextId: number;
  executeQuery(query: Query, options: SearchOptions): Map<number, RawResult>;
}
type TermData = Map<number, Map<number, number>>;
type Options = SearchOptions & {
  weights: { fuzzy: number; prefix: number };
  maxFuzzy: number;
  bm25: { k: number; b: number; d: number };
  tokenize?: (text: string) => string[];
  processTerm?: (term: string) => unknown;
};

/** A term a query word matches (the word itself, a completion, a near spelling) and its weight. */
interface Expansion {
  term: string;
  weight: number;
  data: TermData | undefined;
}
/** A query word as MiniSearch searches it: the terms it expands to, with the field boosts. */
interface WordPlan {
  word: string;
  termBoost: number;
  expansions: Expansion[];
  boosts: Array<[field: string, fieldId: number, boost: number]>;
  bm25: Options['bm25'];
}
/** A combination of parts: every part required (AND) or any (OR). */
type Plan = WordPlan | { and: boolean; parts: Plan[] };

/**
 * Sections found by a query part: the order found, each one's score, and a bit per query word it
 * matched. Arrays are indexed by short id, and a score is never 0 for a section found (BM25+ gives
 * every match a positive score), so 0 means not found.
 */
interface Found {
  order: number[];
  scores: Float64Array;
  words: Uint32Array;
}

/** At most this many distinct query words, one bit each; longer queries go to MiniSearch itself. */
const MAX_WORDS = 32;

/**
 * MiniSearch's own query execution (`executeQuery`, private; version 7), made for large result
 * sets. It builds a result object and a `match` map for every section a query term is in, then
 * merges them object by object: 14,000 sections for `ceiling` on the 3,000-page scale corpus, most
 * of a keystroke's time. This follows the same query tree with the same term expansions (exact
 * word, completions, near spellings, the same weights) and adds the same BM25+ scores in the same
 * order into arrays indexed by section, so scores, the order found and ties come out bit for bit
 * the same; the query terms and matches of a section are worked out only when asked for (the few
 * results shown). Options it does not handle (a document boost, the wildcard query, an index with
 * discarded documents, more than `MAX_WORDS` words) go to MiniSearch's code.
 */
export function scoreSections(miniSearch: MiniSearch, query: Query, options: SearchOptions): ScoredSections {
  const internals = miniSearch as unknown as Internals;
  const words: string[] = [];
  const plan = internals._dirtCount === 0 ? planOf(internals, query, options, words) : undefined;
  if (!plan || words.length > MAX_WORDS) return fromMiniSearch(internals.executeQuery(query, options));

  const scoring = new Scoring(internals, words);
  const found = scoring.run(plan);
  const ids = found.order;
  const scores = new Float64Array(ids.length);
  for (let position = 0; position < ids.length; position += 1) {
    const id = ids[position];
    scores[position] = found.scores[id] * (bitCount(found.words[id]) || 1);
  }
  scoring.release(found);
  return { ids, scores, matchesOf: (id) => matchesOf(plan, id)! };
}

/**
 * Sets no query uses, cleared, by index: a query needs a few, each two arrays as long as the index
 * has sections (half a megabyte on 3,000 pages), and allocating them for every keystroke made V8
 * collect garbage every other keystroke (5 to 10 ms each).
 */
const spareSets = new WeakMap<Internals, Found[]>();
/** As many as the deepest query built by `buildQuery` holds at once, with room to spare. */
const MAX_SPARE_SETS = 8;

/**
 * One query's scoring, part by part: methods rather than closures made per query, so V8 keeps the
 * code it compiled for the hot loops from one query to the next.
 */
class Scoring {
  private readonly spare: Found[];
  private readonly fieldLengths: Float64Array[];

  constructor(
    private readonly internals: Internals,
    private readonly words: string[],
  ) {
    this.fieldLengths = fieldLengthsOf(internals);
    let spare = spareSets.get(internals);
    if (!spare) spareSets.set(internals, (spare = []));
    this.spare = spare;
  }

  run(part: Plan): Found {
    if ('word' in part) return this.findWord(part, this.words.indexOf(part.word));
    if (part.parts.length === 0) return this.empty();
    // Each part folded in as soon as it is found, in MiniSearch's order: the same sums, fewer sets at once.
    const { and } = part;
    let combined = this.run(part.parts[0]);
    for (const inner of part.parts.slice(1)) {
      const found = this.run(inner);
      const next = and ? this.and(combined, found) : this.or(combined, found);
      if (next !== combined) this.release(combined);
      this.release(found);
      combined = next;
    }
    return combined;
  }

  private findWord({ termBoost, expansions, boosts, bm25: { k, b, d } }: WordPlan, bit: number): Found {
    const found = this.empty();
    const { order, scores, words: matched } = found;
    const { _avgFieldLength: averages, _documentCount: documentCount } = this.internals;
    for (const { weight, data } of expansions) {
      if (!data) continue;
      for (const [, fieldId, fieldBoost] of boosts) {
        const frequencies = data.get(fieldId);
        if (!frequencies) continue;
        const lengths = this.fieldLengths[fieldId];
        const average = averages[fieldId];
        const inverseFrequency = Math.log(1 + (documentCount - frequencies.size + 0.5) / (frequencies.size + 0.5));
        // MiniSearch's product, factor by factor in its order (its document boost, 1, changes nothing).
        const factor = weight * termBoost * fieldBoost;
        for (const [id, frequency] of frequencies) {
          const score =
            factor *
            (inverseFrequency * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * lengths[id]) / average))));
          if (scores[id] === 0) order.push(id);
          scores[id] += score;
          matched[id] |= 1 << bit;
        }
      }
    }
    return found;
  }

  private or(a: Found, b: Found): Found {
    for (const id of b.order) {
      if (a.scores[id] === 0) a.order.push(id);
      a.scores[id] += b.scores[id];
      a.words[id] |= b.words[id];
    }
    return a;
  }

  private and(a: Found, b: Found): Found {
    const combined = this.empty();
    for (const id of b.order) {
      if (a.scores[id] === 0) continue;
      combined.order.push(id);
      combined.scores[id] = a.scores[id] + b.scores[id];
      combined.words[id] = a.words[id] | b.words[id];
    }
    return combined;
  }

  private empty(): Found {
    const size = this.internals._nextId;
    let found = this.spare.pop();
    // Sections added since the set was made (MiniSearch's own indexes can grow) need longer arrays.
    while (found && found.scores.length !== size) found = this.spare.pop();
    return found ?? { order: [], scores: new Float64Array(size), words: new Uint32Array(size) };
  }

  /** Clears a set of its sections and keeps it for the next part or query. */
  release(found: Found): void {
    for (const id of found.order) {
      found.scores[id] = 0;
      found.words[id] = 0;
    }
    // A new list: the one cleared may be the ids handed out.
    found.order = [];
    if (this.spare.length < MAX_SPARE_SETS) this.spare.push(found);
  }
}

/** The query tree as `executeQuery` walks it, each string expanded to its words' terms; undefined for what it does not handle. */
function planOf(internals: Internals, query: Query, searchOptions: SearchOptions, words: string[]): Plan | undefined {
  if (typeof query !== 'string') {
    if (typeof query === 'symbol') return undefined;
    const options = { ...searchOptions, ...query, queries: undefined };
    if (!isCombination(options.combineWith)) return undefined;
    const parts = query.queries.map((part) => planOf(internals, part, options, words));
    if (parts.some((part) => part === undefined)) return undefined;
    return { and: isAnd(options.combineWith), parts: parts as Plan[] };
  }
  const { tokenize, processTerm, searchOptions: defaults } = internals._options;
  const options = { tokenize, processTerm, ...defaults, ...searchOptions } as Options;
  // `executeQuerySpec` takes a missing weight from MiniSearch's defaults, which it does not export.
  const { fuzzy, prefix } = options.weights ?? {};
  if (options.boostDocument || typeof fuzzy !== 'number' || typeof prefix !== 'number') return undefined;
  if (!isCombination(options.combineWith)) return undefined;
  const terms = options.tokenize!(query)
    .flatMap((term) => options.processTerm!(term))
    .filter((term): term is string => !!term);
  const parts = terms.map((term, position) => {
    if (!words.includes(term)) words.push(term);
    return wordPlan(internals, term, position, terms, options);
  });
  return { and: isAnd(options.combineWith), parts };
}

/** OR and AND, which this adds up; undefined is OR, as in `combineResults`. */
const isCombination = (combineWith: string | undefined) => ['or', 'and'].includes((combineWith ?? 'or').toLowerCase());
const isAnd = (combineWith: string | undefined) => combineWith?.toLowerCase() === 'and';

/** A word's expansions, as `executeQuerySpec` makes them: the word, then completions, then near spellings. */
function wordPlan(internals: Internals, word: string, position: number, words: string[], options: Options): WordPlan {
  const { fuzzy, prefix, boostTerm } = options;
  const fields = options.fields ?? internals._options.fields;
  const boost = options.boost ?? {};
  const boosts = fields.map((field): [string, number, number] => [
    field,
    internals._fieldIds[field],
    (hasOwn(boost, field) ? boost[field] : 0) || 1,
  ]);
  const expansions: Expansion[] = [{ term: word, weight: 1, data: internals._index.get(word) }];
  const fuzziness = typeof fuzzy === 'function' ? fuzzy(word, position, words) : fuzzy || false;
  const completes = typeof prefix === 'function' ? prefix(word, position, words) : prefix === true;
  let near: Map<string, [TermData, number]> | undefined;
  if (fuzziness) {
    const amount = fuzziness === true ? 0.2 : fuzziness;
    const maxDistance = amount < 1 ? Math.min(options.maxFuzzy, Math.round(word.length * amount)) : amount;
    if (maxDistance) near = internals._index.fuzzyGet(word, maxDistance);
  }
  if (completes) {
    for (const [term, data] of internals._index.atPrefix(word)) {
      const distance = term.length - word.length;
      if (!distance) continue;
      near?.delete(term);
      expansions.push({ term, data, weight: (options.weights.prefix * term.length) / (term.length + 0.3 * distance) });
    }
  }
  for (const [term, [data, distance]] of near ?? []) {
    if (!distance) continue;
    expansions.push({ term, data, weight: (options.weights.fuzzy * term.length) / (term.length + distance) });
  }
  const termBoost = typeof boostTerm === 'function' ? boostTerm(word, position, words) : 1;
  return { word, termBoost, expansions, boosts, bm25: options.bm25 };
}

/**
 * Each field's lengths by short id, worked out on the first query (again only if sections were
 * added since) from MiniSearch's map of arrays, or given by `giveFieldLengths`.
 */
const fieldLengthCache = new WeakMap<Internals, { nextId: number; lengths: Float64Array[] }>();

/**
 * Gives `scoreSections` the lengths of each field of `miniSearch`'s sections (by field id, then
 * short id), as the search statistics already hold them, so a reader's first query does not read
 * them out of MiniSearch's map of one array per section (42,000 on 3,000 pages) with cold code.
 */
export function giveFieldLengths(miniSearch: MiniSearch, lengths: ReadonlyArray<readonly number[]>): void {
  const internals = miniSearch as unknown as Internals;
  fieldLengthCache.set(internals, {
    nextId: internals._nextId,
    lengths: lengths.map((field) => Float64Array.from(field)),
  });
}

function fieldLengthsOf(internals: Internals): Float64Array[] {
  const cached = fieldLengthCache.get(internals);
  if (cached?.nextId === internals._nextId) return cached.lengths;
  const fieldCount = Object.keys(internals._fieldIds).length;
  const lengths = Array.from({ length: fieldCount }, () => new Float64Array(internals._nextId));
  for (const [id, perField] of internals._fieldLength) {
    perField.forEach((length, fieldId) => (lengths[fieldId][id] = length));
  }
  fieldLengthCache.set(internals, { nextId: internals._nextId, lengths });
  return lengths;
}

/**
 * One section's query terms and matches, built as `executeQuery` builds them (terms in the order
 * first matched, the matches of a later part assigned over an earlier one's); undefined where the
 * section is not found.
 */
function matchesOf(part: Plan, id: number): Matches | undefined {
  if ('word' in part) {
    let result: Matches | undefined;
    for (const { term, data } of part.expansions) {
      for (const [field, fieldId] of part.boosts) {
        if (!data?.get(fieldId)?.has(id)) continue;
        if (!result) result = { terms: [part.word], match: { [term]: [field] } };
        else if (hasOwn(result.match, term)) result.match[term].push(field);
        else result.match[term] = [field];
      }
    }
    return result;
  }
  const results = part.parts.map((inner) => matchesOf(inner, id));
  if (results.length === 0) return undefined;
  const { and } = part;
  return results.reduce((a, b) => {
    if (!a || !b) return and ? undefined : (a ?? b);
    for (const term of b.terms) if (!a.terms.includes(term)) a.terms.push(term);
    a.match = Object.assign(a.match, b.match);
    return a;
  });
}

/** Query results MiniSearch's own code gave, in the same shape. */
function fromMiniSearch(raw: Map<number, RawResult>): ScoredSections {
  return {
    ids: [...raw.keys()],
    scores: Float64Array.from(raw.values(), ({ score, terms }) => score * (terms.length || 1)),
    matchesOf: (id) => {
      const { terms, match } = raw.get(id)!;
      return { terms, match };
    },
  };
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest; rest &= rest - 1) count += 1;
  return count;
}
