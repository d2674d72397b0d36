import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enableBehavioursLoaded } from '../../browser/behaviours/dispatcher.testHelper';
import { renderInChrome } from '../chrome.testHelper';
import { COPY_PAGE_BEHAVIOUR } from './names';
import DocActions from '.';

const MARKDOWN = '# Wants\n\nWhat you look for.\n';

let user: ReturnType<typeof userEvent.setup>;
let fetched: jest.Mock;

beforeAll(() => enableBehavioursLoaded(COPY_PAGE_BEHAVIOUR));
beforeEach(() => {
  // user-event puts a clipboard on navigator (jsdom has none, nor ClipboardItem).
  user = userEvent.setup();
  fetched = jest.fn(async (href: string) =>
    href === '/docs/wants.md' ? { ok: true, status: 200, text: async () => MARKDOWN } : { ok: false, status: 404 },
  );
  globalThis.fetch = fetched as unknown as typeof fetch;
});

describe('DocActions', () => {
  it('offers the Markdown of the doc: a copy button and a link to its .md, in a new tab', () => {
    renderInChrome(<DocActions markdownHref="/docs/wants.md" />);
    expect(screen.getByRole('button', { name: 'Copy page as Markdown' })).toHaveAttribute('type', 'button');
    const link = screen.getByRole('link', { name: 'View as Markdown' });
    expect(link).toHaveAttribute('href', '/docs/wants.md');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the Markdown to the clipboard on a click and says so in its status line', async () => {
    renderInChrome(<DocActions markdownHref="/docs/wants.md" />);
    await user.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown'));
    expect(fetched).toHaveBeenCalledWith('/docs/wants.md');
    expect(await navigator.clipboard.readText()).toBe(MARKDOWN);
  });

  it('copies from the keyboard', async () => {
    renderInChrome(<DocActions markdownHref="/docs/wants.md" />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown'));
  });

  it('says when the Markdown could not be copied', async () => {
    renderInChrome(<DocActions markdownHref="/docs/gone.md" />);
    await user.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The page could not be copied'));
  });
});
