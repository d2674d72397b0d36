/**
 * Names the build writes into doc HTML and the page's behaviours look for: in a module of their own,
 * with no imports, so browser code reads them without loading the content plugins (and the label
 * catalogue they carry). Doc HTML is made at build time, outside webpack, so the classes are global
 * names; `src/components/DocContent/styles.module.css` styles them.
 */
export const CONTENT_CLASSES = {
  headingAnchor: 'doc-heading-anchor',
  tableScroll: 'doc-table-scroll',
  tableParsed: 'doc-table-parsed',
  codeBlock: 'doc-code-block',
  codeCopy: 'doc-code-copy',
  term: 'doc-term',
  termName: 'doc-term-name',
  termDefinition: 'doc-term-definition',
} as const;

/** The behaviour of a code block's copy button (src/browser/behaviours/copyCode.ts), by its name in the page's registry. */
export const COPY_CODE_BEHAVIOUR = 'copy-code';

/** The behaviour of a glossary term's definition (src/browser/behaviours/glossaryTerm.ts): tap, Escape, kept in the window. */
export const GLOSSARY_TERM_BEHAVIOUR = 'glossary-term';
