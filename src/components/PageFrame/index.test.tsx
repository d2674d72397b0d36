import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { fixtureNavigation } from '../../config/navigation.testHelper';
import { renderSiteChrome } from '../../node/chrome/renderChrome';
import PageFrame from './index';

const siteChrome = renderSiteChrome({
  pathPrefix: '',
  sidebars: { tutorialSidebar: [{ label: 'Want lists', href: '/wants', docId: 'wants' }] },
  navigation: fixtureNavigation,
});
const mockSiteChrome = { current: () => siteChrome };
jest.mock('../../contexts/useSiteChrome', () => ({ useSiteChrome: () => mockSiteChrome.current() }));

function CrashingPage(): React.ReactElement {
  throw new Error('Could not render the want list');
}

beforeEach(() => {
  mockSiteChrome.current = () => siteChrome;
  // React logs every caught render error; the tests check what the reader sees instead.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('shows a crashed page inside the layout: the navbar and footer stay around the crash screen', async () => {
  render(
    <PageFrame pathname="/wants" pageContext={{}}>
      <CrashingPage />
    </PageFrame>,
  );
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: 'This page crashed.' })).toHaveFocus();
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('falls back to the bare crash screen, as the page main, when the layout itself crashes', async () => {
  mockSiteChrome.current = () => {
    throw new Error('The site chrome is missing');
  };
  render(
    <PageFrame pathname="/wants" pageContext={{}}>
      <p>The page</p>
    </PageFrame>,
  );
  const main = await screen.findByRole('main');
  expect(within(main).getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeInTheDocument();
  expect(within(main).getByRole('list', { name: 'Error causes' })).toHaveTextContent('The site chrome is missing');
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(screen.queryByText('The page')).not.toBeInTheDocument();
});
