import type { KeysReaching, UiStrings } from './catalogue';

/** The labels of the parts loaded when needed (reach `lazy`). */
export type LazyStrings = Pick<UiStrings, KeysReaching<'lazy'>>;

/** Each locale's lazy labels by its `<html lang>`, the default locale's first. */
export type LazyStringsByLang = Array<[lang: string, strings: LazyStrings]>;
