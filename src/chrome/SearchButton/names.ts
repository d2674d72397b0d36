/** The behaviour of the navbar's search button: it opens the search dialog, and loads it ahead when reached. */
export const SEARCH_BEHAVIOUR = 'search';
