import { FEEDBACK_SOURCE, feedbackIssue, userFeedbackOf } from './pageFeedback';

const feedback = {
  text: '  No word on how to share a want list.\n',
  title: 'Wants',
  url: 'https://trove.app/wants',
  page: '/wants',
  version: '2.0',
  locale: 'en',
  section: 'Sharing a list',
};

describe('userFeedbackOf', () => {
  it("sends the reader's words, the page's address, and page, version, locale and section as tags", () => {
    expect(userFeedbackOf(feedback)).toEqual({
      message: 'No word on how to share a want list.',
      url: 'https://trove.app/wants',
      source: FEEDBACK_SOURCE,
      tags: { page: '/wants', version: '2.0', locale: 'en', section: 'Sharing a list' },
    });
  });

  it('names no section when the reader had scrolled past no heading', () => {
    expect(userFeedbackOf({ ...feedback, section: undefined }).tags).toEqual({
      page: '/wants',
      version: '2.0',
      locale: 'en',
    });
  });

  it("cuts a heading longer than a Sentry tag's 200 characters, saying so", () => {
    const section = userFeedbackOf({ ...feedback, section: 'x'.repeat(300) }).tags.section!;
    expect(section).toHaveLength(200);
    expect(section.endsWith('x…')).toBe(true);
  });
});

describe('feedbackIssue', () => {
  it("is titled after the page and says its address, then the reader's words", () => {
    expect(feedbackIssue(feedback)).toEqual({
      title: 'Wants',
      body: 'https://trove.app/wants\n\nNo word on how to share a want list.',
    });
  });

  it('says the address alone before the reader has written anything', () => {
    expect(feedbackIssue({ ...feedback, text: ' ' })).toEqual({ title: 'Wants', body: 'https://trove.app/wants' });
  });
});
