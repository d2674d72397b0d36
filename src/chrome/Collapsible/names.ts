/** The names a collapsible's markup, its toggles and its behaviour share. */

/** The behaviour of a toggle that opens and closes the collapsible its aria-controls names. */
export const COLLAPSIBLE_BEHAVIOUR = 'collapsible';

/** The class of the content that opens and closes (styles.css closes it from its toggle). */
export const COLLAPSIBLE_CLASS = 'collapsible';
