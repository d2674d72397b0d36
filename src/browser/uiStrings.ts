import { UI_STRINGS_ATTRIBUTE, type PageStrings } from '../lib/i18n/pageStrings';

/** The labels of a locale as the build's render has them (gatsby-ssr.tsx hands them in). */
type RenderStrings = (locale: string | undefined) => PageStrings;

let renderStrings: RenderStrings | undefined;

/** For the build's render of pages (gatsby-ssr.tsx): where pageUiStrings finds a locale's labels. */
export function renderUiStringsWith(strings: RenderStrings): void {
  renderStrings = strings;
}

/**
 * The labels the first load's code shows (reach `page` of
 * src/lib/i18n/catalogue.ts): in the browser, as the build wrote them into `<body>`
 * (src/lib/i18n/pageStrings.ts); in the build's render, those of `locale` (the page's, from its
 * context). The condition is on the build stage, so the browser's bundle holds only its branch.
 * The document stays through route changes: a page of another locale must be loaded whole (docs/i18n.md).
 */
export function pageUiStrings(locale?: string): PageStrings {
  if (process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html') {
    return renderStrings!(locale);
  }
  return JSON.parse(document.body.getAttribute(UI_STRINGS_ATTRIBUTE)!) as PageStrings;
}
