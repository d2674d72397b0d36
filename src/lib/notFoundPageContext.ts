import type { FrameChrome } from './chrome';
import type { KeysReaching, UiStrings } from './i18n/catalogue';

/** What the build hands the not-found page (src/node/pages/notFoundPages.ts): its locale and its labels in it. */
export interface NotFoundPageContext {
  locale: string;
  /** The path its locale's pages are under: '' for the default locale, `/ar` for another; its links stay there. */
  prefix: string;
  strings: Pick<UiStrings, KeysReaching<'notFound'>>;
  /** Its navbar, footer and mobile menu in its locale, for a locale other than the default (which the shared chrome serves). */
  chrome?: FrameChrome;
}
