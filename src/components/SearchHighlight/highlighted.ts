// The lazily loaded part of the landing-page highlight.
export { highlightTerms } from './highlightTerms';
export { default as HighlightNotice } from './HighlightNotice';
