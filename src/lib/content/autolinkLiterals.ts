/*
 * GFM's literal autolinks (`www.trove.app`, `https://trove.app`, `collector@trove.app` as plain
 * text) cost more to look for than any other part of the syntax: its parser tries an email at
 * the start of every word, and a pass over every text of the tree tries both patterns again. Parsing
 * the site's docs took 14 ms a doc with them and 9 ms without. Most docs hold none, and a doc
 * without the text that starts one cannot: those docs are parsed without them.
 */

/**
 * Whether `body` could hold a literal autolink: it has `www`, `http` or `@`, or a character
 * reference, which could write any of them (`&#64;`, `&commat;`). Escapes (`www\.`) keep the
 * letters, so they count.
 */
export const mayHoldAutolinkLiterals = (body: string): boolean =>
  /www|http|@|&#|&(?:commat|period|colon|sol);/i.test(body);
