import '@testing-library/jest-dom';

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
}
