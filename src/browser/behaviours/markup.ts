/*
 * How the build's markup names its controls' behaviours, apart from the behaviours themselves: the
 * CMS preview dispatches to the same behaviours without loading the site's eager ones (search, menu).
 */

/** The attribute naming an element's behaviour. */
export const BEHAVIOUR_ATTRIBUTE = 'data-behaviour';

/** The events a behaviour gets from the elements that name it. */
export const BEHAVIOUR_EVENTS = ['click', 'pointerover', 'focusin', 'keydown'] as const;
