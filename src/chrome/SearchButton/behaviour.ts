import type { Behaviour } from '../../browser/behaviours';
import { openSearch, prefetchSearch } from '../../browser/search/launcher';

/** The search button: a click opens the dialog; pointing at it or focusing it loads the dialog's code ahead. */
export const searchBehaviour: Behaviour = {
  handle: (event) => (event.type === 'click' ? openSearch() : prefetchSearch()),
};
