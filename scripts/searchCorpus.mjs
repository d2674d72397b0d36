// Synthetic docs for the search benchmark: realistic prose in sections under headings, as the index takes docs,
// from a fixed seed so every run measures the same corpus. Nothing is written to disk.
import { readFileSync, readdirSync } from 'node:fs';
import GithubSlugger from 'github-slugger';

/** Small deterministic PRNG (mulberry32), so the corpus is the same on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The commonest English words, commonest first: the head of any English vocabulary. */
const FUNCTION_WORDS = (
  'the of and to a in is you that it for on with as are be this or by at from your can not an if have will ' +
  'all when more each one which their any only also so use set new but has its was do than there they ' +
  'what about how other into these then them some may out up most we our no time after before'
).split(' ');

/** The words of the real docs that are not function words: the product's own vocabulary. */
function contentWords() {
  const words = new Set();
  for (const file of readdirSync('content/docs')) {
    const text = readFileSync(`content/docs/${file}`, 'utf8').toLowerCase();
    for (const word of text.match(/\p{L}{2,}/gu) ?? []) words.add(word);
  }
  return [...words].filter((word) => !FUNCTION_WORDS.includes(word));
}

/**
 * A vocabulary shaped like a real one, 30,000 words: English function words first, then the docs'
 * own words scattered among made-up ones (product names, jargon) over the first 10,000 ranks.
 * Sampled by Zipf's law, so a few words are everywhere and most are rare.
 */
function vocabulary(next) {
  const syllables = ['ka', 'lo', 'mer', 'tin', 'sa', 'ro', 'ven', 'da', 'qui', 'sto', 'pel', 'an', 'ex', 'or', 'lu'];
  const own = contentWords();
  const madeUp = new Set();
  while (madeUp.size < 30_000 - FUNCTION_WORDS.length - own.length) {
    const length = 2 + Math.floor(next() * 3);
    const word = Array.from({ length }, () => syllables[Math.floor(next() * syllables.length)]).join('');
    if (!own.includes(word) && !FUNCTION_WORDS.includes(word)) madeUp.add(word);
  }
  const rest = [...madeUp];
  for (const word of own) rest.splice(Math.floor(next() * 10_000), 0, word);
  return [...FUNCTION_WORDS, ...rest];
}

/** Cumulative Zipf weights (exponent 1) over `size` ranks. */
function zipf(size) {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank += 1) cumulative[rank] = total += 1 / (rank + 1);
  return cumulative.map((value) => value / total);
}

/**
 * `pageCount` pages of about 600 words as the index takes them (`SearchPage`): a title, an
 * introduction, then four to nine sections under level-2 and level-3 headings, made of paragraphs,
 * table cells and list items; code blocks are drawn but left out, as the build leaves them out. Also
 * returns the vocabulary, commonest first, so the benchmark can type words of known frequency.
 */
export function syntheticCorpus(pageCount, seed = 4) {
  const next = random(seed);
  const words = vocabulary(next);
  const weights = zipf(words.length);
  const word = () => {
    const target = next();
    let low = 0;
    let high = weights.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (weights[middle] < target) low = middle + 1;
      else high = middle;
    }
    return words[low];
  };
  const phrase = (min, max) => Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, word).join(' ');
  const capitalised = (text) => text[0].toUpperCase() + text.slice(1);
  const sentence = () => `${capitalised(phrase(6, 20))}.`;
  const paragraph = () => Array.from({ length: 2 + Math.floor(next() * 4) }, sentence).join(' ');
  const block = () => {
    const kind = next();
    if (kind < 0.1) return [phrase(1, 2), phrase(1, 2), phrase(1, 3), phrase(2, 6)].join(' ');
    if (kind < 0.2) return Array.from({ length: 3 }, () => capitalised(phrase(3, 10))).join(' ');
    if (kind < 0.25) {
      phrase(3, 3);
      phrase(3, 3);
      return '';
    }
    return paragraph();
  };
  const pages = Array.from({ length: pageCount }, (_, index) => {
    const slugger = new GithubSlugger();
    const sections = Array.from({ length: 4 + Math.floor(next() * 6) }, (_section, sectionIndex) => {
      const depth = sectionIndex > 0 && next() < 0.4 ? 3 : 2;
      const value = capitalised(phrase(1, 5));
      const text = Array.from({ length: 1 + Math.floor(next() * 3) }, block)
        .filter(Boolean)
        .join(' ');
      return { heading: { depth, value, id: slugger.slug(value) }, text };
    });
    return {
      title: capitalised(phrase(2, 5)),
      route: `/page-${index}`,
      sections: [{ text: paragraph() }, ...sections],
    };
  });
  return { pages, vocabulary: words };
}
