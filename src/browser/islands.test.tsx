import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, slotsOf } from '../lib/islands';
import Tabs from '../theme/Tabs';
import { hydrateIslands } from './islands';

const props = {
  items: [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ],
  defaultValue: 'a',
};

/** An island as the build writes it: a container naming it, its props and id prefix, its markup inside. */
function builtIsland(slots: string[]): string {
  const markup = renderToStaticMarkup(<Tabs {...props} slots={slots} />, { identifierPrefix: ':R1:' });
  return `<div ${ISLAND_ATTRIBUTE}="Tabs" ${ISLAND_PROPS_ATTRIBUTE}='${JSON.stringify(props)}' ${ISLAND_ID_ATTRIBUTE}=":R1:">${markup}</div>`;
}

it("reads an island's slots, not those of an island inside it", () => {
  document.body.innerHTML = builtIsland(['<p>one</p>', builtIsland(['<p>inner</p>', '<p>x</p>'])]);
  const outer = document.querySelector(`[${ISLAND_ATTRIBUTE}]`)!;
  expect(slotsOf(outer)).toHaveLength(2);
  expect(slotsOf(outer)[0]).toBe('<p>one</p>');
});

it('hydrates the islands of static HTML, keeping their content, and unmounts them', async () => {
  document.body.innerHTML = `<main><p>static</p>${builtIsland(['<p>first</p>', '<p>second</p>'])}</main>`;
  const panel = document.querySelector('[role="tabpanel"]');
  const unmount = hydrateIslands(document.querySelector('main')!);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await userEvent.click(screen.getByRole('tab', { name: 'B' }));
  expect(screen.getByRole('tabpanel', { name: 'B' })).toHaveTextContent('second');
  // Hydration took over the built elements rather than replacing them.
  expect(document.querySelector('[role="tabpanel"]')).toBe(panel);
  act(() => unmount());
  expect(document.querySelector(`[${ISLAND_ATTRIBUTE}]`)?.innerHTML).toBe('');
});
