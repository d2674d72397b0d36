import {
  ENGLISH,
  foldMarks,
  readsAsEnglish,
  searchText,
  WORD_PATTERN,
  wordsMatching,
  type SearchText,
  type WordSpan,
} from './text';

/*
 * A tokenizer per language for search (docs/search.md, "Languages"). Each is a few lines of rules,
 * so the search worker carries them all and picks one by the manifest's language (a chunk of its
 * own would cost the worker a request more when search opens). Code on the page imports this module
 * only for a site in another language than English (`loadSearchText`).
 */

const never = () => false;
const setOf = (words: string) => new Set(words.split(' '));

/** Latin-script languages without rules of their own: accents ignored, nothing else folded. */
const LATIN: SearchText = searchText({
  words: wordsMatching(WORD_PATTERN),
  normalizeTerm: foldMarks,
  isStopWord: never,
});

/** French elisions: the article or pronoun before an apostrophe (`l'objet`, `qu'il`, `jusqu'à`). */
const FRENCH_ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)['’]/;
/** French words too common to tell sections apart, as the index holds them (accents folded). */
const FRENCH_STOP_WORDS = setOf(
  'au aux avec ce ces dans de des du elle en et il ils la le les leur mais ne nous ou par pas pour qui que sa se ses son sur un une vous est sont',
);

/**
 * French: a word is letters and digits, joined by an apostrophe (`aujourd'hui`); an elision is cut
 * off it (`l'objet` is `objet`), accents ignored, a plural `-s` or `-x` folded.
 */
const FRENCH: SearchText = searchText({
  words: (text) =>
    wordsMatching(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu)(text).map((span) => {
      const elision = FRENCH_ELISION.exec(span.word.toLowerCase());
      return elision
        ? { ...span, start: span.start + elision[0].length, word: span.word.slice(elision[0].length) }
        : span;
    }),
  normalizeTerm: (word) => {
    const term = foldMarks(word).replace(/’/g, "'");
    return term.length > 3 && /[^s][sx]$/.test(term) ? term.slice(0, -1) : term;
  },
  isStopWord: (term) => FRENCH_STOP_WORDS.has(term),
});

/** The Arabic article and the letters it takes in front (و, ب, ك, ف), and ل with it (لل), longest first. */
const ARABIC_ARTICLES = ['وال', 'بال', 'كال', 'فال', 'ال', 'لل'];
/** Arabic words too common to tell sections apart, normalized (`على` is `علي`; `التي`, `الذي` lose their article). */
const ARABIC_STOP_WORDS = setOf('في من علي الي عن ان او ما لا هذا هذه ذلك تي ذي كان مع هو هي قد ثم');

/**
 * Arabic (and Persian, Urdu): short vowels and other marks dropped (NFD takes the hamza off alef,
 * waw and ya, and the madda off alef), tatweel dropped, alef wasla to alef, ta marbuta to ha, alef
 * maqsura and Persian ya to ya, Persian kaf to kaf, Arabic-Indic digits to ASCII, then the article
 * taken off a word that keeps two letters: `القَائِمَةُ` is `قائمه`, as `قائمة` is.
 */
const ARABIC: SearchText = searchText({
  words: wordsMatching(WORD_PATTERN),
  normalizeTerm: (word) => {
    const term = foldMarks(word)
      .replace(/\u0640/g, '')
      .replace(/[\u0671-\u0673\u0675]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/[ىی]/g, 'ي')
      .replace(/ک/g, 'ك')
      .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
    const article = ARABIC_ARTICLES.find((prefix) => term.startsWith(prefix) && term.length >= prefix.length + 2);
    return article ? term.slice(article.length) : term;
  },
  isStopWord: (term) => ARABIC_STOP_WORDS.has(term),
});

const HEBREW_FINAL_FORMS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const HEBREW_STOP_WORDS = setOf('של את על עמ זה הוא היא כי לא גמ או אמ');

/**
 * Hebrew (and Yiddish): points and cantillation dropped, geresh and gershayim kept inside a word
 * and dropped from its term (`צה״ל` is `צהל`), final letters folded into their plain forms, so a
 * word typed in part (`מלכ`) finds the whole (`מלך`).
 */
const HEBREW: SearchText = searchText({
  words: wordsMatching(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[\u05F3\u05F4"'][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu),
  normalizeTerm: (word) =>
    foldMarks(word)
      .replace(/[\u05F3\u05F4"']/g, '')
      .replace(/[ךםןףץ]/g, (letter) => HEBREW_FINAL_FORMS[letter]),
  isStopWord: (term) => HEBREW_STOP_WORDS.has(term),
});

/** Scripts written without spaces between words, which `Intl.Segmenter` splits by dictionary. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Without `Intl.Segmenter`: each run of letters, a run in an unspaced script cut into overlapping
 * pairs of characters (`数据库` is `数据`, `据库`), a lone character kept whole.
 */
export function characterBigrams(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const { start, word } of wordsMatching(WORD_PATTERN)(text)) {
    const runs =
      word.match(new RegExp(`${UNSPACED.source}+|(?:(?!${UNSPACED.source})[\\p{L}\\p{M}\\p{N}])+`, 'gu')) ?? [];
    let at = start;
    for (const run of runs) {
      const characters = [...run];
      if (!UNSPACED.test(run) || characters.length === 1) spans.push({ start: at, end: at + run.length, word: run });
      else {
        let offset = at;
        for (let index = 0; index < characters.length - 1; index += 1) {
          const pair = characters[index] + characters[index + 1];
          spans.push({ start: offset, end: offset + pair.length, word: pair });
          offset += characters[index].length;
        }
      }
      at += run.length;
    }
  }
  return spans;
}

/** The words of `text` as `Intl.Segmenter` finds them for `language`: its dictionary splits unspaced scripts. */
function segmentedWords(language: string): (text: string) => WordSpan[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return (text) =>
    [...segmenter.segment(text)]
      .filter((segment) => segment.isWordLike)
      .map(({ index, segment }) => ({ start: index, end: index + segment.length, word: segment }));
}

/**
 * Chinese, Japanese, Korean and the other unspaced scripts: words as `Intl.Segmenter` finds them (in
 * Node and every current browser), else pairs of characters (`characterBigrams`); full-width forms
 * folded (NFKC), a Latin word folded as in other languages; a word of one character is a term.
 */
export function unspacedText(language: string, segmenter = typeof Intl.Segmenter === 'function'): SearchText {
  return searchText({
    words: segmenter ? segmentedWords(language) : characterBigrams,
    normalizeTerm: (word) => {
      const term = word.normalize('NFKC').toLowerCase();
      return UNSPACED.test(term) ? term : foldMarks(term);
    },
    isStopWord: never,
    minTermLength: 1,
  });
}

/** The languages (primary subtags) of each tokenizer other than English's. */
const BY_LANGUAGE: Record<string, () => SearchText> = {
  fr: () => FRENCH,
  ar: () => ARABIC,
  fa: () => ARABIC,
  ur: () => ARABIC,
  he: () => HEBREW,
  yi: () => HEBREW,
  ...Object.fromEntries(['ja', 'zh', 'ko', 'th', 'lo', 'km', 'my'].map((code) => [code, () => unspacedText(code)])),
};

/**
 * The tokenizer of `language` (a locale's `htmlLang`: `en`, `fr-CA`, `ar`), by its primary subtag:
 * English for `en`, French, Arabic, Hebrew, the unspaced scripts', else the Latin one (accents folded).
 */
export function searchTextOf(language: string): SearchText {
  if (readsAsEnglish(language)) return ENGLISH;
  return BY_LANGUAGE[language.toLowerCase().split('-')[0]]?.() ?? LATIN;
}
