import { BEHAVIOUR_ATTRIBUTE } from '../../browser/behaviours/markup';

/** The behaviour of the navbar's search button: it opens the search dialog, and loads it ahead when reached. */
export const SEARCH_BEHAVIOUR = 'search';

/**
 * Attribute of the search button on a page of a doc set not at the root, valued with its index's
 * manifest (`manifestFileOf`): search finds the pages of the version the reader is in.
 */
export const SEARCH_INDEX_ATTRIBUTE = 'data-search-index';

/** The search button, for the search dialog (which gives focus back to it). */
export const SEARCH_BUTTON = `[${BEHAVIOUR_ATTRIBUTE}="${SEARCH_BEHAVIOUR}"]`;
