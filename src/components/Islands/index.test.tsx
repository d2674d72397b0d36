import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { setErrorReporter, type ErrorContext } from '../../lib/errorReporting';
import { ISLAND_ATTRIBUTE } from '../../lib/islands';
import { slotsOf } from '../../lib/islandSlots';
import { contentComponents } from '../../render/contentComponents';
import { handle } from './index';

/** Whether the tabs' code throws as it renders in the browser, as a bug in an island would. */
const mockTabs = { broken: false };
jest.mock('../Tabs', () => {
  const { default: ActualTabs } = jest.requireActual('../Tabs');
  return {
    __esModule: true,
    default: (props: object) => {
      if (mockTabs.broken) throw new Error('The tabs could not start');
      return ActualTabs(props);
    },
  };
});

const { Tabs, TabItem } = contentComponents as Record<string, React.ComponentType<Record<string, unknown>>>;

/** Tabs in a doc, as the build writes them: the island's container, its props, its markup inside. */
function builtTabs(panels: [string, string], inner = '', groupId?: string): string {
  return renderToStaticMarkup(
    <Tabs groupId={groupId}>
      <TabItem value="csv" label="CSV">
        <p>{panels[0]}</p>
      </TabItem>
      <TabItem value="json" label="JSON">
        <p>{panels[1]}</p>
        {inner && <div dangerouslySetInnerHTML={{ __html: inner }} />}
      </TabItem>
    </Tabs>,
  );
}

const island = () => document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)!;

/** An event reaches an island: it loads its code and hydrates, which the test waits for. */
const reach = (event: Event, element = island()) =>
  act(async () => {
    handle(event, element);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

let consoleError: jest.SpyInstance;
// React reports a hydration that does not match the built markup (such as other ids) or a second
// root on one container as errors.
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('islands', () => {
  it("reads an island's slots, not those of an island inside it", () => {
    document.body.innerHTML = builtTabs(['one', 'two'], builtTabs(['inner one', 'inner two']));
    const [first, second] = slotsOf(island());
    expect(slotsOf(island())).toHaveLength(2);
    expect(first).toBe('<p>one</p>');
    expect(second).toContain('inner two');
  });

  it('hydrates an island when the reader first points at it, taking over the built elements', async () => {
    document.body.innerHTML = `<main><p>static</p>${builtTabs(['Columns: name, year', '{"name": "Mint"}'])}</main>`;
    const builtPanel = screen.getByRole('tabpanel', { name: 'CSV' });
    // Before hydration a click on a tab does nothing.
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(screen.getByRole('tab', { name: 'CSV' })).toHaveAttribute('aria-selected', 'true');

    await reach(new Event('pointerover'));
    await userEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(screen.getByRole('tabpanel', { name: 'JSON' })).toHaveTextContent('{"name": "Mint"}');
    // Hydration took over the built elements rather than replacing them.
    expect(builtPanel).toBeInTheDocument();
    expect(builtPanel).not.toBeVisible();
  });

  it('handles a click that came before its code, once hydrated', async () => {
    document.body.innerHTML = builtTabs(['one', 'two']);
    const tab = screen.getByRole('tab', { name: 'JSON' });
    const click = new MouseEvent('click', { bubbles: true });
    tab.dispatchEvent(click);
    await reach(click);
    expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'JSON' })).toHaveTextContent('two');
  });

  it('hydrates the other islands of its kind with it, so tabs of one group follow each other', async () => {
    document.body.innerHTML = builtTabs(['one', 'two'], '', 'format') + builtTabs(['uno', 'dos'], '', 'format');
    const [, secondGroup] = screen.getAllByRole('tablist');
    const click = new MouseEvent('click', { bubbles: true });
    screen.getAllByRole('tab', { name: 'JSON' })[0].dispatchEvent(click);
    await reach(click, document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)[0]);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(within(secondGroup).getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
    window.localStorage.clear();
  });

  it('hydrates an island once, however many events reach it', async () => {
    document.body.innerHTML = builtTabs(['one', 'two']);
    // Pointer and focus reach it in quick succession, before its code has loaded.
    await act(async () => {
      handle(new Event('pointerover'), island());
      handle(new Event('focusin'), island());
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await reach(new Event('pointerover'));
    await userEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the clicks on a hydrated island to it, without playing them again', async () => {
    document.body.innerHTML = builtTabs(['one', 'two']);
    await reach(new Event('pointerover'));
    const tab = screen.getByRole('tab', { name: 'JSON' });
    const clicks = jest.fn();
    tab.addEventListener('click', clicks);
    const click = new MouseEvent('click', { bubbles: true });
    act(() => {
      tab.dispatchEvent(click);
    });
    await reach(click);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('unmounts the islands of a page the router replaced', async () => {
    document.body.innerHTML = builtTabs(['one', 'two']);
    const previous = island();
    await reach(new Event('pointerover'), previous);
    document.body.innerHTML = builtTabs(['three', 'four']);
    await reach(new Event('pointerover'));
    expect(previous.innerHTML).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(screen.getByRole('tabpanel', { name: 'JSON' })).toHaveTextContent('four');
  });

  it('leaves an island it does not know as static HTML', async () => {
    document.body.innerHTML = builtTabs(['one', 'two']).replace(
      `${ISLAND_ATTRIBUTE}="Tabs"`,
      `${ISLAND_ATTRIBUTE}="Chart"`,
    );
    const html = document.body.innerHTML;
    await reach(new Event('pointerover'));
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(document.body.innerHTML).toBe(html);
  });

  it('shows the component error notice in place of an island that throws, and reports it', async () => {
    const reports: ErrorContext[] = [];
    setErrorReporter((_error, context) => reports.push(context));
    consoleError.mockImplementation(() => undefined);
    document.body.innerHTML = builtTabs(['one', 'two']);
    mockTabs.broken = true;
    try {
      await reach(new Event('pointerover'));
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
      expect(reports).toContainEqual(expect.objectContaining({ boundary: 'component', part: 'island Tabs' }));
      mockTabs.broken = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(screen.getByRole('tab', { name: 'CSV' })).toBeInTheDocument();
    } finally {
      mockTabs.broken = false;
      setErrorReporter(undefined);
      consoleError.mockReset();
    }
  });
});
