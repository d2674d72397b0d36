import type { KeysReaching, UiStrings } from './catalogue';

/** The search dialog's labels (reach `search`). */
export type SearchStrings = Pick<UiStrings, KeysReaching<'search'>>;

/** Each locale's search labels by its `<html lang>`, the default locale's first. */
export type SearchStringsByLang = Array<[lang: string, strings: SearchStrings]>;
