import '@testing-library/jest-dom';
import { UI_STRINGS_ATTRIBUTE } from '../src/lib/i18n/pageStrings';
import { keysReaching } from '../src/lib/i18n/catalogue';
import { ENGLISH, pageStringsFrom, pickStrings } from '../src/lib/i18n/stringsFile';

// The labels webpack inlines into the lazily loaded parts and the build's render (src/node/i18n/stringsDefine.ts).
Object.assign(globalThis, {
  __TROVE_LAZY_STRINGS__: [['en', pickStrings(ENGLISH, keysReaching('lazy'))]],
  __TROVE_PAGE_STRINGS__: [['en', pageStringsFrom(ENGLISH)]],
});

// jsdom does not lay out pages, so it has no scrolling API and no media queries (the node
// environment has no DOM at all). Media queries answer "no match" unless a test says otherwise.

if (typeof window !== 'undefined') {
  Element.prototype.scrollIntoView = () => undefined;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  // jsdom has <dialog> without its modal methods; opening and closing toggle `open` as browsers do.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  // Every page's <body> carries the strings its scripts show, as the build writes them (gatsby-ssr.tsx).
  beforeEach(() => document.body.setAttribute(UI_STRINGS_ATTRIBUTE, JSON.stringify(pageStringsFrom(ENGLISH))));
}
