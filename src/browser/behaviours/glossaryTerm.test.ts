import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enableBehavioursLoaded } from './dispatcher.testHelper';

/** Two uses of terms as the build writes them into a doc (src/lib/content/glossaryTerms.ts), and a link after them. */
const DOC =
  '<p>Your <span class="doc-term" data-behaviour="glossary-term">' +
  '<button type="button" class="doc-term-name" aria-describedby="term:1">haves</button>' +
  '<span role="tooltip" id="term:1" class="doc-term-definition">An item you own.</span></span>' +
  ' and <span class="doc-term" data-behaviour="glossary-term">' +
  '<button type="button" class="doc-term-name" aria-describedby="term:2">wants</button>' +
  '<span role="tooltip" id="term:2" class="doc-term-definition">An item you look for.</span></span>.' +
  ' <a href="#next">Next</a></p>';

let user: ReturnType<typeof userEvent.setup>;
const term = (name: string) => screen.getByRole('button', { name }).parentElement!;

beforeAll(() => enableBehavioursLoaded('glossary-term'));
beforeEach(() => {
  document.body.innerHTML = DOC;
  user = userEvent.setup();
});

describe('a glossary term', () => {
  it('is described by its definition, to screen readers', () => {
    expect(screen.getByRole('button', { name: 'haves' })).toHaveAccessibleDescription('An item you own.');
  });

  it('is pinned open by a click or tap, and closed by a second one until the reader comes back to it', async () => {
    await user.click(screen.getByRole('button', { name: 'haves' }));
    expect(term('haves')).toHaveAttribute('data-open');
    await user.click(screen.getByRole('button', { name: 'haves' }));
    expect(term('haves')).not.toHaveAttribute('data-open');
    expect(term('haves')).toHaveAttribute('data-dismissed');
    await user.tab();
    await user.tab({ shift: true });
    expect(term('haves')).not.toHaveAttribute('data-dismissed');
  });

  it('closes when a click or focus goes elsewhere', async () => {
    await user.click(screen.getByRole('button', { name: 'haves' }));
    await user.click(screen.getByRole('button', { name: 'wants' }));
    expect(term('haves')).not.toHaveAttribute('data-open');
    expect(term('wants')).toHaveAttribute('data-open');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    expect(term('wants')).not.toHaveAttribute('data-open');
  });

  it('closes on Escape, focused or pinned, and stays closed while focus stays on it', async () => {
    await user.click(screen.getByRole('button', { name: 'wants' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'haves' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(term('haves')).toHaveAttribute('data-dismissed');
    expect(term('wants')).not.toHaveAttribute('data-open');
    // Moving within the page does not bring it back; focus coming back to it does.
    await user.keyboard('{Shift}');
    expect(term('haves')).toHaveAttribute('data-dismissed');
    await user.tab();
    await user.tab({ shift: true });
    expect(term('haves')).not.toHaveAttribute('data-dismissed');
  });
});
