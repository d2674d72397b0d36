import { UI_STRINGS_ATTRIBUTE, type PageStrings, type PageStringsByLocale } from '../lib/i18n/pageStrings';

/** Inlined by webpack where it is read: here, in the build's render of pages alone (src/node/i18n/stringsDefine.ts). */
declare const __TROVE_PAGE_STRINGS__: PageStringsByLocale;

/**
 * The labels the first load's code shows (reach `page` of
 * src/lib/i18n/catalogue.ts): in the browser, as the build wrote them into `<body>`
 * (src/lib/i18n/pageStrings.ts); in the build's render, those of `locale` (the page's, from its
 * context), the default locale's for a page without one. The condition is on the build stage, so
 * the browser's bundle holds only its branch. The document stays through route changes: a page of
 * another locale must be loaded whole (docs/i18n.md).
 */
export function pageUiStrings(locale?: string): PageStrings {
  if (process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html') {
    return renderedPageStrings(locale);
  }
  return JSON.parse(document.body.getAttribute(UI_STRINGS_ATTRIBUTE)!) as PageStrings;
}

/** In the build's render of pages (gatsby-ssr.tsx, and pageUiStrings there): the labels of `locale`, else the default locale's. */
export function renderedPageStrings(locale: string | undefined): PageStrings {
  const byLocale = __TROVE_PAGE_STRINGS__;
  return (byLocale.find(([code]) => code === locale) ?? byLocale[0])[1];
}
