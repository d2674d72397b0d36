import { expect, gotoHydrated, test } from '../fixtures';

// Fixture pages of the variant build (src/testFixtures, built only with TROVE_TEST_FIXTURES=1).

type Reports = Array<{ messages: string[]; context: { boundary: string; part?: string } }>;

const reports = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { troveFixture: { reports: Reports } }).troveFixture.reports);

const mend = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    (window as unknown as { troveFixture: { broken: boolean } }).troveFixture.broken = false;
  });

test.beforeEach(({ consoleErrors }) => {
  // React logs each error a boundary catches; these tests provoke them on purpose.
  consoleErrors.allow(
    /Could not render the want list|The price chart could not draw|navbar item failed|error boundary|The above error occurred/i,
  );
});

test('a page crash shows Page Error, the cause chain and Try again inside the layout, and reports it', async ({
  page,
}) => {
  await gotoHydrated(page, '/__fixtures/page-crash');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeFocused();
  // The crash screen takes the page's place; the navbar and footer stay, and still work.
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page Error | Trove');
  await expect(page.getByRole('list', { name: 'Error causes' }).getByRole('listitem')).toHaveText([
    'Could not render the want list',
    'Caused by: Price guide unavailable',
    'Caused by: HTTP 503 from prices.example',
  ]);
  expect(await reports(page)).toEqual([
    {
      messages: ['Could not render the want list', 'Price guide unavailable', 'HTTP 503 from prices.example'],
      context: { boundary: 'page' },
    },
  ]);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
  await mend(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The page is back' })).toBeVisible();
});

test('a component error shows the notice in its place, the page keeps working, and Try again recovers', async ({
  page,
}) => {
  await gotoHydrated(page, '/__fixtures/component-crash');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Something went wrong');
  // This build has no DSN: nothing was sent, and the notice does not claim otherwise.
  await expect(alert).toContainText('This part of the page could not be shown. Try again, or reload the page.');
  await expect(alert).not.toContainText('notified');
  await page.getByRole('button', { name: 'Still working: 0' }).click();
  await expect(page.getByRole('button', { name: 'Still working: 1' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }),
  ).toBeVisible();
  expect((await reports(page)).map((report) => report.context)).toEqual([
    { boundary: 'component', part: 'price chart' },
  ]);

  await mend(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The price chart is back')).toBeVisible();
  await expect(alert).toHaveCount(0);
});
