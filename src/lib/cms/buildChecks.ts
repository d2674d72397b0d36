import type { DecapField } from './decapFields';

/**
 * The widget of a doc's body: raw MDX with line numbers, kept byte for byte, whose check is the
 * build's compile (registered by src/cms/checks/).
 */
export const BODY_WIDGET = 'mdx-body';

/** Decap's widgets that have a checked copy: one that shows the build's messages on its key beside it. */
export const CHECKED_WIDGETS: readonly string[] = ['string', 'text', 'number', 'boolean', 'select', 'list', 'object'];

const CHECKED_PREFIX = 'checked-';

/** The name the checked copy of a Decap widget is registered under: `checked-string`. */
export const checkedWidgetName = (widget: string): string => `${CHECKED_PREFIX}${widget}`;

/** Whether a field's widget shows the build's messages on its key: the body's, or a checked copy. */
export const showsBuildMessages = (widget: unknown): boolean =>
  widget === BODY_WIDGET || (typeof widget === 'string' && widget.startsWith(CHECKED_PREFIX));

/**
 * The top-level fields of an entry, each of Decap's widgets swapped for its checked copy: the
 * field looks and works the same, and shows beside it what the build would refuse on its key. A
 * widget without a copy is left as it is; its messages show beside the form's first field.
 */
export function withBuildChecks(fields: readonly DecapField[]): DecapField[] {
  return fields.map((field) =>
    CHECKED_WIDGETS.includes(field.widget) ? { ...field, widget: checkedWidgetName(field.widget) } : field,
  );
}

/**
 * The key of a docs collection (in the CMS config) that names its folder inside the docs folder:
 * `guides`, `''` for the docs folder itself. A doc's id, the build's checks and its links are read from there.
 */
export const DOCS_FOLDER_KEY = 'docs_folder';
