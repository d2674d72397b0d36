import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CreateClass, CreateElement, ImmutableMap } from '../preview/cms';
import { RENDER_DELAY_MS } from '../preview/DocPreview';
import { renderBody } from '../preview/renderBody';
import { createBodyEditor } from './BodyEditor';
import { REFUSAL } from './refusals';

// The MDX pipeline has tests of its own; here a body compiles unless it leaves a <Tabs> open.
jest.mock('../preview/renderBody', () => ({ renderBody: jest.fn() }));
jest
  .mocked(renderBody)
  .mockImplementation(async ({ body }) =>
    body.includes('<Tabs>') && !body.includes('</Tabs>')
      ? { error: { message: 'Expected a closing tag for `<Tabs>` (3:1-3:7)' } }
      : { html: `<p>${body}</p>`, warnings: [] },
  );

// Decap gives its own React's createClass; the site's React stands in for it here.
const createClass = jest.requireActual<CreateClass>('create-react-class');
const BodyEditor = createBodyEditor(React.createElement as CreateElement, createClass, {
  pathPrefix: '',
}) as React.ComponentType<Record<string, unknown> & { ref: React.Ref<{ isValid(): unknown }> }>;

const map = (values: Record<string, unknown>): ImmutableMap => ({
  get: (key) => values[key],
  getIn: (path) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], values),
});

const collection = map({ folder: 'docs/guides', docs_folder: 'guides' });

/** The editor as Decap shows it, for an entry with this body, once its first check is done; a rerender gives it a new one. */
async function renderEditor(body: string, { config = {} } = {}) {
  const editor = React.createRef<{ isValid(): unknown }>();
  const onChange = jest.fn();
  const element = (text: string) => (
    <>
      <label htmlFor="body-field-1">Body</label>
      <BodyEditor
        ref={editor}
        forID="body-field-1"
        value={text}
        getEntry={() => map({ path: 'docs/guides/alerts.mdx', data: { body: text } })}
        collection={collection}
        config={config}
        onChange={onChange}
        setActiveStyle={() => undefined}
        setInactiveStyle={() => undefined}
      />
    </>
  );
  const { rerender } = render(element(body));
  await act(() => jest.advanceTimersByTimeAsync(0));
  return {
    // Mounted by now: the ref holds the editor.
    editor: {
      get current() {
        return editor.current as { isValid(): unknown };
      },
    },
    onChange,
    rerender: (text: string) => rerender(element(text)),
  };
}

/** Lets typing pause long enough for a check, and the check end. */
async function settle() {
  await act(() => jest.advanceTimersByTimeAsync(RENDER_DELAY_MS));
  await act(() => jest.advanceTimersByTimeAsync(0));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the body editor', () => {
  it('numbers the lines beside the text, which it keeps as typed', async () => {
    const { onChange } = await renderEditor('One\r\nTwo\r\n');
    const body = screen.getByRole('textbox', { name: 'Body' });
    // A text box shows (and gives) \n alone.
    expect(body).toHaveValue('One\nTwo\n');
    expect(body.previousElementSibling).toHaveTextContent('123');
    expect(body.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
    // A text box gives \n alone; the body keeps the \r\n it was written with.
    fireEvent.change(body, { target: { value: 'One\nTwo, edited\n' } });
    expect(onChange).toHaveBeenCalledWith('One\r\nTwo, edited\r\n');
  });

  it("shows the build's message at its line as it numbers them, and refuses the save", async () => {
    const { editor, rerender } = await renderEditor('Intro\n\n<Tabs>\n');
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(body).toHaveAccessibleDescription('Line 3, column 1: Expected a closing tag for `<Tabs>` (3:1-3:7)');
    expect(screen.getByText('3')).toHaveClass('errorLine');
    expect(editor.current.isValid()).toEqual({ error: REFUSAL });

    rerender('Intro\n\n<Tabs>\n<TabItem value="a" label="A">A</TabItem>\n</Tabs>\n');
    await settle();
    expect(body).not.toHaveAccessibleDescription();
    expect(editor.current.isValid()).toBe(true);
  });

  it('lets a save asked for before the latest text is checked go on to the backend, which checks it', async () => {
    const { editor, rerender } = await renderEditor('Intro\n');
    rerender('Intro\n\n<Tabs>\n');
    expect(editor.current.isValid()).toBe(true);
    await settle();
    expect(editor.current.isValid()).toEqual({ error: REFUSAL });
  });

  it('lets a draft be saved as it is in the editorial workflow, its message shown', async () => {
    const { editor } = await renderEditor('Intro\n\n<Tabs>\n', { config: { publish_mode: 'editorial_workflow' } });
    expect(screen.getByText(/^Line 3, column 1/)).toBeVisible();
    expect(editor.current.isValid()).toBe(true);
  });
});
