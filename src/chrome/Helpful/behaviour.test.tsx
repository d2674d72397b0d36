import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enableBehavioursLoaded } from '../../browser/behaviours/dispatcher.testHelper';
import { showBuiltMarkup } from '../../browser/markup.testHelper';
import { sendUserFeedback } from '../../browser/monitoring/userFeedback';
import { CONTENT_CLASSES } from '../../lib/content/contentNames';
import { FEEDBACK_SOURCE } from '../../lib/feedback/pageFeedback';
import Helpful from '.';

jest.mock('../../browser/monitoring/userFeedback', () => ({ sendUserFeedback: jest.fn(() => Promise.resolve()) }));
const sent = jest.mocked(sendUserFeedback);

/** A doc's two sections, then "Was this page helpful?" as the build renders it for the doc at /wants of version 2.0. */
function showDoc({ monitoring = true } = {}) {
  showBuiltMarkup(
    <main>
      <article>
        {['Making a list', 'Sharing a list'].map((words, index) => (
          <h2 key={words} id={`section-${index}`}>
            {words}
            <a href={`#section-${index}`} className={CONTENT_CLASSES.headingAnchor}>
              #
            </a>
          </h2>
        ))}
      </article>
      <Helpful
        title="Wants"
        url="https://trove.app/wants"
        monitoring={monitoring}
        repository={{ url: 'https://gitlab.com/o/r', host: 'gitlab' }}
      />
    </main>,
    { pathname: '/wants', locale: 'en', doc: { id: 'wants', version: '2.0', versionRoutes: {} } },
  );
}

/** Where each heading's top is in the viewport (jsdom lays nothing out): the reader has scrolled past both. */
function scrolledPastBoth() {
  const tops = [-400, -20];
  document.querySelectorAll('h2[id]').forEach((heading, index) => {
    jest.spyOn(heading, 'getBoundingClientRect').mockReturnValue({ top: tops[index] } as DOMRect);
  });
}

const no = () => screen.getByRole('button', { name: 'No' });
const text = () => screen.getByRole('textbox', { name: 'What was missing?' });

beforeAll(() => enableBehavioursLoaded('helpful'));
beforeEach(() => sent.mockClear());

describe('Was this page helpful?', () => {
  it('thanks the reader who answers Yes, in a live region, and sends nothing', async () => {
    showDoc();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for letting us know.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it('opens the form on No, moving focus into it; No again closes it', async () => {
    showDoc();
    await userEvent.click(no());
    expect(no()).toHaveAttribute('aria-expanded', 'true');
    expect(text()).toHaveFocus();
    await userEvent.click(no());
    expect(no()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends what was missing with the page, version, locale and section, then says so and returns focus to No', async () => {
    showDoc();
    scrolledPastBoth();
    await userEvent.click(no());
    await userEvent.type(text(), 'How do I share a list with a friend?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({
      message: 'How do I share a list with a friend?',
      url: 'https://trove.app/wants',
      source: FEEDBACK_SOURCE,
      tags: { page: '/wants', version: '2.0', locale: 'en', section: 'Sharing a list' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you: your feedback was sent.');
    expect(no()).toHaveFocus();
    expect(no()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends nothing while the text box is empty, and asks for words there', async () => {
    showDoc();
    await userEvent.click(no());
    await userEvent.type(text(), '   ');
    const invalid = jest.fn();
    text().addEventListener('invalid', invalid);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("fills the reader's words into the new issue as they reach its link", async () => {
    showDoc({ monitoring: false });
    await userEvent.click(no());
    await userEvent.type(text(), 'No word on sharing.');
    const issue = screen.getByRole('link', { name: 'Open an issue about this page' });
    await userEvent.hover(issue);
    const url = new URL(issue.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://gitlab.com/o/r/-/issues/new');
    expect(url.searchParams.get('issue[title]')).toBe('Wants');
    expect(url.searchParams.get('issue[description]')).toBe('https://trove.app/wants\n\nNo word on sharing.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('works from the keyboard alone', async () => {
    showDoc();
    scrolledPastBoth();
    const user = userEvent.setup();
    no().focus();
    await user.keyboard('{Enter}');
    expect(text()).toHaveFocus();
    await user.keyboard('Tabs are not explained.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard(' ');
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ message: 'Tabs are not explained.' }));
    expect(no()).toHaveFocus();
  });
});
