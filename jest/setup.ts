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
  // jsdom has <dialog> without its modal methods; opening and closing toggle `open` as browsers do.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
