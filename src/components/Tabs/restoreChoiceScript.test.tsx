import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import Tabs from '.';
import { restoreTabChoiceScript } from './restoreChoiceScript';
import { tabStorageKey } from './tabChoice';

const props = {
  groupId: 'format',
  items: [
    { value: 'csv', label: 'CSV' },
    { value: 'json', label: 'JSON' },
  ],
  defaultValue: 'csv',
  slots: ['<p>csv panel</p>', '<p>json panel</p>'],
};

/** The built markup, then the script after it, run as the browser runs it while parsing. */
function parse(): void {
  document.body.innerHTML = `<div>${renderToStaticMarkup(<Tabs {...props} />)}</div>`;
  const script = document.createElement('script');
  script.textContent = restoreTabChoiceScript;
  document.body.append(script);
}

afterEach(() => localStorage.clear());

it("shows the group's stored tab before anything hydrates", () => {
  localStorage.setItem(tabStorageKey('format'), 'json');
  parse();
  expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'JSON' }).tabIndex).toBe(0);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('json panel');
});

it('leaves the default alone without a stored choice, or with one none of the tabs has', () => {
  parse();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('csv panel');
  localStorage.setItem(tabStorageKey('format'), 'xml');
  parse();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('csv panel');
});
