import { characterBigrams, searchTextOf, unspacedText } from './languages';
import { markTerms } from './marks';
import { queryTerms } from './query';
import { ENGLISH } from './text';

const termsOf = (language: string, text: string) => {
  const tokenizer = searchTextOf(language);
  return tokenizer.tokenize(text).map(tokenizer.indexTerm);
};

describe('searchTextOf', () => {
  it('reads English, in any region, as the site always has', () => {
    expect(searchTextOf('en')).toBe(ENGLISH);
    expect(searchTextOf('en-GB')).toBe(ENGLISH);
    expect(termsOf('en', 'The price ceilings of categories')).toEqual([null, 'price', 'ceiling', null, 'category']);
  });

  it('reads another Latin-script language with accents folded and nothing of English', () => {
    expect(termsOf('de', 'Die Preisgrenzen für Kategorien')).toEqual(['die', 'preisgrenzen', 'fur', 'kategorien']);
    expect(termsOf('es', 'Numismática')).toEqual(['numismatica']);
  });
});

describe('French', () => {
  it("cuts elisions off (l', d', qu', jusqu'), with either apostrophe, and keeps aujourd'hui whole", () => {
    expect(termsOf('fr', "L'objet d’une liste qu'il garde jusqu'à aujourd'hui")).toEqual([
      'objet',
      null,
      'liste',
      null,
      'garde',
      null,
      "aujourd'hui",
    ]);
  });

  it('folds accents and a plural -s or -x, and leaves stop words out', () => {
    expect(termsOf('fr', 'Les numéros des catalogues et les prix')).toEqual([
      null,
      'numero',
      null,
      'catalogue',
      null,
      null,
      'pri',
    ]);
  });

  it("marks the word after an elision, not the article: search for 'objet' marks objet in l'objet", () => {
    expect(markTerms("Voir l'objet.", ['objet'], searchTextOf('fr'))).toEqual([
      { text: "Voir l'", marked: false },
      { text: 'objet', marked: true },
      { text: '.', marked: false },
    ]);
  });
});

describe('Arabic', () => {
  const arabic = searchTextOf('ar');

  it.each([
    ['قائمة', 'قايمه', 'ta marbuta as ha, hamza on ya folded'],
    ['القَائِمَةُ', 'قايمه', 'short vowels dropped, the article taken off'],
    ['الأولـــوية', 'اولويه', 'tatweel dropped, alef with hamza folded'],
    ['إلى', 'الي', 'alef with hamza below, alef maqsura as ya'],
    ['آخر', 'اخر', 'alef with madda'],
    ['ٱلكتاب', 'كتاب', 'alef wasla'],
    ['والكتاب', 'كتاب', 'the article after wa'],
    ['بالقائمة', 'قايمه', 'the article after bi'],
    ['للكتاب', 'كتاب', 'li with the article'],
    ['الى', 'الى'.replace('ى', 'ي'), 'kept: the article would leave one letter'],
    ['١٢٣', '123', 'Arabic-Indic digits'],
    ['Trove', 'trove', 'a Latin word in Arabic text, folded as in any language'],
  ])('%s → %s (%s)', (word, term) => {
    expect(arabic.normalizeTerm(word)).toBe(term);
  });

  it('keeps a word written with short vowels whole', () => {
    expect(arabic.tokenize('تُرَتِّبُ القَائِمَةُ طلباتك، ثم')).toEqual(['تُرَتِّبُ', 'القَائِمَةُ', 'طلباتك', 'ثم']);
    expect(termsOf('ar', 'في القائمة')).toEqual([null, 'قايمه']);
  });

  it('finds a word typed with or without the article, with or without short vowels, as one query term', () => {
    for (const input of ['قائمة', 'القائمة', 'القَائِمَةُ', 'قايمه']) expect(queryTerms(input, arabic)).toEqual(['قايمه']);
    // Typed as far as the word's second letter, the article is off: the word's beginning is searched.
    expect(queryTerms('القا', arabic)).toEqual(['قا']);
  });

  it("marks the doc's own spelling of the word the reader typed bare", () => {
    expect(markTerms('تُرَتِّبُ القَائِمَةُ طلباتك', ['قايمه'], arabic)).toEqual([
      { text: 'تُرَتِّبُ ', marked: false },
      { text: 'القَائِمَةُ', marked: true },
      { text: ' طلباتك', marked: false },
    ]);
  });
});

describe('Hebrew', () => {
  const hebrew = searchTextOf('he');

  it('drops points, folds final letters, keeps geresh and gershayim inside a word', () => {
    expect(hebrew.tokenize('צה״ל, שָׁלוֹם מלך')).toEqual(['צה״ל', 'שָׁלוֹם', 'מלך']);
    expect(['צה״ל', 'שָׁלוֹם', 'מלך'].map(hebrew.normalizeTerm)).toEqual(['צהל', 'שלומ', 'מלכ']);
    expect(termsOf('he', 'של המלך')).toEqual([null, 'המלכ']);
  });
});

describe('Chinese, Japanese and Korean', () => {
  it('split words with Intl.Segmenter, a word of one character being a term', () => {
    const japanese = searchTextOf('ja');
    expect(japanese.tokenize('データベースを使う')).toEqual(['データベース', 'を', '使う']);
    expect(japanese.indexTerm('を')).toBe('を');
    const chinese = searchTextOf('zh-Hans');
    expect(chinese.tokenize('数据库管理')).toEqual(expect.arrayContaining(['管理']));
    expect(chinese.tokenize('使用Trove管理')).toContain('Trove');
    expect(chinese.normalizeTerm('Ｔｒｏｖｅ')).toBe('trove');
    expect(searchTextOf('ko').tokenize('데이터를 관리합니다')).toEqual(['데이터를', '관리합니다']);
  });

  it('cut unspaced runs into overlapping pairs where Intl.Segmenter is missing, with their places', () => {
    expect(characterBigrams('用数据库 v2!')).toEqual([
      { start: 0, end: 2, word: '用数' },
      { start: 1, end: 3, word: '数据' },
      { start: 2, end: 4, word: '据库' },
      { start: 5, end: 7, word: 'v2' },
    ]);
    expect(characterBigrams('本')).toEqual([{ start: 0, end: 1, word: '本' }]);
    const bigrams = unspacedText('zh', false);
    expect(queryTerms('数据库', bigrams)).toEqual(['数据', '据库']);
    // Overlapping pairs mark as one run.
    expect(markTerms('用数据库。', ['数据', '据库'], bigrams)).toEqual([
      { text: '用', marked: false },
      { text: '数据库', marked: true },
      { text: '。', marked: false },
    ]);
  });
});
