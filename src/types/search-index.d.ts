/** File name of the search index in public/, set at build by src/node/onCreateWebpackConfig.ts. */
declare const __SEARCH_INDEX_FILE__: string;
