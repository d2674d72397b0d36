import { BEHAVIOUR_ATTRIBUTE } from '../../browser/behaviours/markup';

/** The behaviour of the navbar's search button: it opens the search dialog, and loads it ahead when reached. */
export const SEARCH_BEHAVIOUR = 'search';

/** The search button, for the search dialog (which gives focus back to it). */
export const SEARCH_BUTTON = `[${BEHAVIOUR_ATTRIBUTE}="${SEARCH_BEHAVIOUR}"]`;
