import '@testing-library/jest-dom';

// jsdom does not lay out pages, so it has no scrolling API (the node environment has no DOM at all).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => undefined;
