import type { KeysReaching, UiStrings } from './catalogue';

/**
 * The attribute of `<body>` holding, as JSON, the strings the page's scripts and hydrated
 * components read (reach `page`), in the page's locale: written by the build (gatsby-ssr.tsx), read
 * by src/browser/uiStrings.ts. A module of its own with no runtime import, so the first load gets
 * the name without the catalogue.
 */
export const UI_STRINGS_ATTRIBUTE = 'data-ui-strings';

export type PageStringKey = KeysReaching<'page'>;

/** What the page's scripts read of a locale's strings. */
export type PageStrings = Pick<UiStrings, PageStringKey>;

/** Each locale's first-load labels by its code, the default locale's first. */
export type PageStringsByLocale = Array<[code: string, strings: PageStrings]>;
