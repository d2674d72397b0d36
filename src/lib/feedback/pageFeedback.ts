/** What a reader who found a doc unhelpful said, and where: the page and the section they were reading. */
export interface PageFeedback {
  /** The reader's words: what was missing. */
  text: string;
  /** The doc's title. */
  title: string;
  /** The page's address, as the reader opened it. */
  url: string;
  /** The page's route, without the site's address: `/wants`. */
  page: string;
  version: string;
  locale: string;
  /** The heading of the section the reader was in, if they had scrolled past one. */
  section?: string;
}

/** Where monitoring's feedback reports say they come from: the site's own form, not Sentry's widget. */
export const FEEDBACK_SOURCE = 'helpful-form';

/** Sentry cuts a tag's value at 200 characters; a long heading is cut here, visibly. */
const TAG_MAX_LENGTH = 200;

const asTag = (value: string) => (value.length > TAG_MAX_LENGTH ? `${value.slice(0, TAG_MAX_LENGTH - 1)}…` : value);

/**
 * The user feedback monitoring sends (the parameters of Sentry's `captureFeedback`): the reader's
 * words as the message, the page's address, and page, version, locale and section as tags, which
 * Sentry's feedback list can filter by.
 */
export function userFeedbackOf({ text, url, page, version, locale, section }: Omit<PageFeedback, 'title'>) {
  return {
    message: text.trim(),
    url,
    source: FEEDBACK_SOURCE,
    tags: {
      page: asTag(page),
      version: asTag(version),
      locale: asTag(locale),
      ...(section ? { section: asTag(section) } : {}),
    },
  };
}

/** The issue a reader may open in the repository's tracker instead: titled after the page, its address then their words. */
export function feedbackIssue({ title, url, text }: Pick<PageFeedback, 'title' | 'url' | 'text'>) {
  return { title, body: [url, text.trim()].filter(Boolean).join('\n\n') };
}
