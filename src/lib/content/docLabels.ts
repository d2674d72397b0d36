import { catalogue, type StringKey, type UiStrings } from '../i18n/catalogue';

/**
 * The catalogue's strings a doc's render writes into its HTML: the default titles of admonitions
 * and the names of the markup the build adds (heading links, table boxes, copy buttons). The render
 * is made once per doc, so they come with its input, in the doc's language, and are part of its key.
 */
export const DOC_LABEL_KEYS = [
  'admonition.note',
  'admonition.tip',
  'admonition.info',
  'admonition.warning',
  'admonition.danger',
  'heading.directLink',
  'table.label',
  'codeBlock.copy',
  'codeBlock.copyName',
  'codeBlock.copied',
  'codeBlock.copiedStatus',
] as const satisfies readonly StringKey[];

export type DocLabels = Pick<UiStrings, (typeof DOC_LABEL_KEYS)[number]>;

/** A locale's doc labels, from its resolved strings. */
export const docLabelsIn = (strings: DocLabels): DocLabels =>
  Object.fromEntries(DOC_LABEL_KEYS.map((key) => [key, strings[key]])) as DocLabels;

/** The English ones: the CMS preview's, and a render's given none. */
export const ENGLISH_DOC_LABELS = Object.fromEntries(
  DOC_LABEL_KEYS.map((key) => [key, catalogue[key].message]),
) as DocLabels;
