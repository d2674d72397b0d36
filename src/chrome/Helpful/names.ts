/** The names the "Was this page helpful?" part's markup (index.tsx) and its behaviour (behaviour.ts) share. */

/** The behaviour of the whole part: its buttons, its form's text box, button and issue link. */
export const HELPFUL_BEHAVIOUR = 'helpful';

/** Class names of the part (styles.css); the behaviour finds its elements by them. */
export const HELPFUL_CLASSES = {
  root: 'helpful',
  question: 'helpful__question',
  answers: 'helpful__answers',
  answer: 'helpful__answer',
  form: 'helpful__form',
  text: 'helpful__text',
  actions: 'helpful__actions',
  send: 'helpful__send',
  issue: 'helpful__issue',
  status: 'helpful__status',
} as const;

/**
 * Data attributes: on the root, what monitoring's feedback names (the page's route, version, locale
 * and address); on each answer button, its answer; on the issue link, the repository and the page's
 * title it is built from; on the status line, what it says after each answer.
 */
export const HELPFUL_DATA = {
  page: 'data-helpful-page',
  version: 'data-helpful-version',
  locale: 'data-helpful-locale',
  url: 'data-helpful-url',
  answer: 'data-helpful-answer',
  repository: 'data-repository',
  host: 'data-repository-host',
  title: 'data-issue-title',
  thanks: 'data-thanks',
  sent: 'data-sent',
} as const;

/** The values of an answer button's `data-helpful-answer`. */
export const HELPFUL_ANSWERS = { yes: 'yes', no: 'no' } as const;
