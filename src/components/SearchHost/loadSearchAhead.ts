/** Loads the search dialog and its engine ahead of an open, in the dialog's own chunk. */
export const loadSearchAhead = (): Promise<unknown> =>
  import(/* webpackChunkName: "search-dialog" */ './loadSearch').then(({ searchResourceOfPage }) =>
    searchResourceOfPage().load(),
  );
