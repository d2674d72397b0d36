import React from 'react';
import { act, render, screen } from '@testing-library/react';
import type { CreateClass, CreateElement, ImmutableMap } from './cms';
import { BODY_FRAME_TITLE } from './bodyFrame';
import { createDocPreview, RENDER_DELAY_MS } from './DocPreview';
import { renderBody } from './renderBody';

// The MDX pipeline has browser tests of its own (e2e/cmsPreview); here the body renders as the mock says.
jest.mock('./renderBody', () => ({ renderBody: jest.fn() }));
const renderBodyMock = jest.mocked(renderBody);

// Decap gives its own React's createClass; the site's React stands in for it here.
const createClass = jest.requireActual<CreateClass>('create-react-class');
const DocPreview = createDocPreview(React.createElement as CreateElement, createClass, {
  pathPrefix: '',
  stylesheet: 'http://localhost/admin/preview.css',
}) as React.ComponentType<{
  entry: ImmutableMap;
  collection: ImmutableMap;
  document: Document;
}>;

function entry(data: Record<string, string>): ImmutableMap {
  return {
    get: (key) => (key === 'path' ? 'content/docs/alerts.mdx' : key === 'slug' ? 'alerts' : undefined),
    getIn: ([, field]) => data[field],
  };
}
const collection: ImmutableMap = {
  get: (key) => (key === 'folder' ? 'content/docs' : undefined),
  getIn: () => undefined,
};

/** The body as the sandboxed frame shows it. */
const frame = () => screen.getByTitle(BODY_FRAME_TITLE) as HTMLIFrameElement;
const bodyText = () => frame().contentDocument?.body.textContent;

/** Lets typing pause long enough for a render, and the render end. */
async function settle() {
  await act(() => jest.advanceTimersByTimeAsync(RENDER_DELAY_MS));
  // The renderer's chunk and the render resolve in later microtasks.
  await act(() => jest.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  jest.useFakeTimers();
  renderBodyMock.mockImplementation(async ({ body }) =>
    body.includes('<Tabs>') && !body.includes('</Tabs>')
      ? { error: { message: 'Expected a closing tag for `<Tabs>` (3:1-3:7)' } }
      : { html: `<div class="content"><p>${body}</p></div>`, warnings: [] },
  );
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('DocPreview', () => {
  it('shows the title and the description at once, then the rendered body', async () => {
    let finish: (html: string) => void = () => undefined;
    renderBodyMock.mockImplementationOnce(
      () => new Promise((resolve) => (finish = (html) => resolve({ html, warnings: [] }))),
    );
    render(
      React.createElement(DocPreview, {
        entry: entry({ title: 'Price alerts', description: 'Hear about offers.', body: 'Intro' }),
        collection,
        document,
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeInTheDocument();
    expect(screen.getByText('Hear about offers.')).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Rendering the preview…');
    await act(async () => finish('<p>Intro</p>'));
    expect(bodyText()).toBe('Intro');
    expect(frame()).toBeVisible();
    expect(frame()).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame().contentDocument?.querySelector('link')).toHaveAttribute(
      'href',
      'http://localhost/admin/preview.css',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(renderBodyMock).toHaveBeenCalledWith({ body: 'Intro', docsPath: 'alerts.mdx', pathPrefix: '' });
  });

  it('keeps the last body that compiled and says, with the line, why the latest does not', async () => {
    const props = { collection, document };
    const { rerender } = render(
      React.createElement(DocPreview, { ...props, entry: entry({ title: 'T', body: 'Intro' }) }),
    );
    await settle();
    rerender(React.createElement(DocPreview, { ...props, entry: entry({ title: 'T', body: 'Intro\n\n<Tabs>' }) }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This doc does not compile; the preview shows its last version that did.' +
        'Line 3, column 1: Expected a closing tag for `<Tabs>` (3:1-3:7)',
    );
    expect(bodyText()).toBe('Intro');

    rerender(React.createElement(DocPreview, { ...props, entry: entry({ title: 'T', body: 'Fixed' }) }));
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodyText()).toBe('Fixed');
  });

  it('shows the preview document in the colour mode the reader chose on the site', async () => {
    localStorage.setItem('theme', 'dark');
    render(React.createElement(DocPreview, { entry: entry({ title: 'T', body: '' }), collection, document }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(frame().contentDocument?.documentElement).toHaveAttribute('data-theme', 'dark');
    await settle();
  });
});
