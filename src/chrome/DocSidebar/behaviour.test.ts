import { waitFor } from '@testing-library/react';
import { docPlaces } from '../../lib/docs/navigation';
import type { SidebarEntry } from '../../lib/sidebar';
import { handle } from './behaviour';
import { pageSidebarHtml } from './sidebarMarks';
import { renderSidebarParts } from './sidebarParts.testHelper';

const entries: SidebarEntry[] = [
  { label: 'Intro', href: '/', docId: 'index' },
  {
    label: 'Guides',
    href: '/guides',
    docId: 'guides/index',
    collapsible: true,
    collapsed: true,
    items: [{ label: 'Alerts', href: '/guides/alerts', docId: 'guides/alerts' }],
  },
  { label: 'Notes', collapsible: true, collapsed: true, items: [{ label: 'Swaps', href: '/swaps', docId: 'swaps' }] },
];
const parts = renderSidebarParts(entries);
const FILE = '/sidebars/1a2b3c4d5e6f.json';

/** The page's sidebar frame, naming `file` (each test its own: a file asked for once is kept for the visit). */
function frame(file = FILE): HTMLElement {
  const nav = document.createElement('nav');
  nav.setAttribute('data-sidebar-file', file);
  nav.innerHTML = pageSidebarHtml(parts, '/', docPlaces({ main: entries }).get('index')!.open);
  document.body.append(nav);
  return nav;
}

function clickOn(nav: HTMLElement, target: Element) {
  const event = new MouseEvent('click', { bubbles: true });
  Object.defineProperty(event, 'target', { value: target });
  handle(event, nav);
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it('fills a category written empty from the sidebar’s file, then opens it', async () => {
  const fetchFile = jest.fn(async () => ({ ok: true, status: 200, json: async () => parts }));
  global.fetch = fetchFile as unknown as typeof fetch;
  const nav = frame();
  const toggle = nav.querySelector<HTMLElement>('[aria-label="Toggle category Guides"]')!;
  clickOn(nav, toggle);
  expect(toggle).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  expect(fetchFile).toHaveBeenCalledWith(FILE);
  expect(toggle).not.toHaveAttribute('aria-busy');
  expect(toggle.nextElementSibling?.querySelector('a')).toHaveTextContent('Alerts');
});

it('opens and closes a category whose items are there without asking for the file', () => {
  const fetchFile = jest.fn();
  global.fetch = fetchFile;
  const nav = frame();
  const notes = [...nav.querySelectorAll('button')].find((button) => button.textContent === 'Notes')!;
  clickOn(nav, notes);
  expect(notes).toHaveAttribute('aria-expanded', 'true');
  clickOn(nav, notes);
  expect(notes).toHaveAttribute('aria-expanded', 'false');
  expect(fetchFile).not.toHaveBeenCalled();
});

it('leads the reader to the category’s own page when the file does not come', async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
  const nav = frame('/sidebars/000000000000.json');
  const link = nav.querySelector<HTMLAnchorElement>('a[href="/guides"]')!;
  const followed = jest.fn((event: Event) => event.preventDefault());
  link.addEventListener('click', followed);
  clickOn(nav, nav.querySelector('[aria-label="Toggle category Guides"]')!);
  await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
});
