/**
 * Id of the <main> element the skip link moves focus to (src/components/Layout renders it). Apart from
 * ./names.ts: the layout is in the first load and the registry's names in the lazy behaviours' chunk,
 * and a module two chunks share costs the first load a module of its own.
 */
export const MAIN_CONTENT_ID = 'main-content';
