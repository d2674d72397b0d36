/** The names the dropdown's markup (index.tsx) and its behaviour (behaviour.ts) share. */

/** The behaviour of a dropdown's root, holding its button and its list. */
export const DROPDOWN_BEHAVIOUR = 'dropdown';

/** Class names of the dropdown (styles.css); the behaviour finds the button by its class. */
export const DROPDOWN_CLASSES = {
  root: 'dropdown',
  button: 'dropdown__button',
  caret: 'dropdown__caret',
  menu: 'dropdown__menu',
  link: 'dropdown__link',
  currentLink: 'dropdown__link--current',
} as const;

/** On a link: it keeps the reader's query string and hash when the list opens (the locale dropdown). */
export const KEEP_LOCATION_ATTRIBUTE = 'data-keep-location';
