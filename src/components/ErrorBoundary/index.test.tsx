import React, { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observeErrors, setErrorReporter, type ErrorContext } from '../../lib/errorReporting';
import PageErrorBoundary from './PageErrorBoundary';
import ComponentErrorBoundary from './ComponentErrorBoundary';
import ErrorBoundary from '.';

/** Throws while `broken.current` is true: the cause of the error can go away before Try again. */
const broken = { current: true };
function Fragile({ label }: { label: string }) {
  if (broken.current) {
    throw new Error('Could not render the want list', {
      cause: new Error('Price guide unavailable', { cause: new Error('HTTP 503') }),
    });
  }
  return <p>{label}</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

const reports: Array<{ message: string; context: ErrorContext }> = [];

beforeEach(() => {
  broken.current = true;
  reports.length = 0;
  setErrorReporter((error, context) => reports.push({ message: (error as Error).message, context }));
  // React logs every caught render error; the tests check what the reader sees instead.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setErrorReporter(undefined);
  jest.restoreAllMocks();
});

describe('ComponentErrorBoundary', () => {
  it('shows the message in place of the broken part, reports it, and the rest keeps working', async () => {
    render(
      <>
        <ComponentErrorBoundary part="table of contents">
          <Fragile label="TOC" />
        </ComponentErrorBoundary>
        <Counter />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Something went wrongWe've been notified of this error and will fix it soon.Try again",
    );
    expect(reports).toEqual([
      {
        message: 'Could not render the want list',
        context: expect.objectContaining({ boundary: 'component', part: 'table of contents' }),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('does not claim a report was sent when monitoring is off', () => {
    setErrorReporter(undefined);
    const observed: ErrorContext[] = [];
    const stopObserving = observeErrors((_error, context) => observed.push(context));
    render(
      <ComponentErrorBoundary part="price chart">
        <Fragile label="Chart" />
      </ComponentErrorBoundary>,
    );
    stopObserving();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrongThis part of the page could not be shown. Try again, or reload the page.Try again',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('notified');
    expect(observed).toEqual([expect.objectContaining({ boundary: 'component', part: 'price chart' })]);
  });

  it('renders the part again on Try again and returns to normal once the cause is gone', async () => {
    render(
      <ComponentErrorBoundary part="sidebar">
        <Fragile label="Sidebar is back" />
      </ComponentErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken.current = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Sidebar is back')).toBeInTheDocument();
  });
});

describe('PageErrorBoundary', () => {
  it('shows "This page crashed." with the cause chain, titles the page "Page Error" and recovers', async () => {
    render(
      <PageErrorBoundary resetKey="/wants">
        <Fragile label="The page is back" />
      </PageErrorBoundary>,
    );
    // The crash screen's code loads only when a page crashed.
    expect(await screen.findByRole('heading', { level: 1, name: 'This page crashed.' })).toHaveFocus();
    expect(document.title).toBe('Page Error | Trove');
    // Gatsby's Head API writes the page's own title after render; the crash title holds.
    await act(async () => {
      document.title = 'Want lists | Trove';
    });
    expect(document.title).toBe('Page Error | Trove');
    const causes = screen.getByRole('list', { name: 'Error causes' }).querySelectorAll('li code');
    expect([...causes].map((code) => code.textContent)).toEqual([
      'Could not render the want list',
      'Price guide unavailable',
      'HTTP 503',
    ]);
    expect(reports).toHaveLength(1);
    expect(reports[0].context.boundary).toBe('page');

    broken.current = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The page is back')).toBeInTheDocument();
    expect(document.title).toBe('Want lists | Trove');
  });

  it('starts clean on the next page the reader opens', async () => {
    const { rerender } = render(
      <PageErrorBoundary resetKey="/wants">
        <Fragile label="Resources" />
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument();
    broken.current = false;
    rerender(
      <PageErrorBoundary resetKey="/resources">
        <Fragile label="Resources" />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Resources')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page crashed.' })).not.toBeInTheDocument();
  });
});

describe('ErrorBoundary resetKey', () => {
  function renderWithKey(resetKey: string, label = 'Page content') {
    return (
      <ErrorBoundary boundary="page" resetKey={resetKey} fallback={() => <p role="alert">Crashed</p>}>
        <Fragile label={label} />
      </ErrorBoundary>
    );
  }

  it('keeps showing the fallback while the key stays the same, even once the cause is gone', () => {
    const { rerender } = render(renderWithKey('/wants'));
    expect(screen.getByRole('alert')).toHaveTextContent('Crashed');
    broken.current = false;
    rerender(renderWithKey('/wants', 'Still broken'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Still broken')).not.toBeInTheDocument();
  });

  it('clears the error and renders the children again when the key changes', () => {
    const { rerender } = render(renderWithKey('/wants'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken.current = false;
    rerender(renderWithKey('/resources', 'Resources page'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Resources page')).toBeInTheDocument();
    expect(reports).toHaveLength(1);
  });

  it('shows the fallback again when the children still throw under the new key', () => {
    const { rerender } = render(renderWithKey('/wants'));
    rerender(renderWithKey('/resources'));
    expect(screen.getByRole('alert')).toHaveTextContent('Crashed');
    expect(reports).toHaveLength(2);
  });

  it('reports once a page that crashes as the reader arrives on it', () => {
    broken.current = false;
    const { rerender } = render(renderWithKey('/wants', 'Want lists'));
    broken.current = true;
    rerender(renderWithKey('/resources'));
    expect(screen.getByRole('alert')).toHaveTextContent('Crashed');
    expect(reports).toHaveLength(1);
  });

  it('leaves working children alone when the key changes', () => {
    broken.current = false;
    const { rerender } = render(renderWithKey('/wants', 'Want lists'));
    rerender(renderWithKey('/resources', 'Resources'));
    expect(screen.getByText('Resources')).toBeInTheDocument();
    expect(reports).toEqual([]);
  });
});
