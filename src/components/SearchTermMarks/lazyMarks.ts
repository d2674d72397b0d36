// The lazily loaded part of the term marks on the page a search result opened.
export { markTermsOnPage } from './markTermsOnPage';
export { default as MarksNotice } from './MarksNotice';
