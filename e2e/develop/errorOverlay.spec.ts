import path from 'node:path';
import { edit, oneLine, removeFixture, stopServer } from '../buildFixture';
import { copyTestProject } from '../testProject';
import { startDevelop } from './developServer';
import { recordOverlayMessages } from './overlayMessages';
import { expect, test } from '../fixtures';

/** Port of this test's `gatsby develop`: PORT + 6 is the other develop test's, and PORT + 7 to 12 are taken too. */
const OVERLAY_PORT = Number(process.env.E2E_PORT ?? 9100) + 13;

/** What Gatsby prints as a run of createPages ends, just before it deletes the pages the run did not create. */
const CREATE_PAGES_ENDED = 'SitePage nodes:';

const GHOST_ENTRY = '  - type: doc\n    id: ghost-doc\n';
const SIDEBAR_ITEM = 'sidebarId: tutorialSidebar';
const GHOST_SIDEBAR_ITEM = 'sidebarId: ghostSidebar';

test('under gatsby develop, a broken doc, sidebar or navbar item shows its message in the terminal and the error overlay until fixed', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const dir = await copyTestProject();
  const doc = path.join(dir, 'content/docs/wants.mdx');
  const sidebars = path.join(dir, 'content/navigation/sidebars.yml');
  const navbar = path.join(dir, 'content/navigation/navbar.yml');
  const { server, output } = await startDevelop(dir, OVERLAY_PORT);
  const terminal = () => oneLine(output());
  const overlay = page.getByRole('alertdialog');
  const overlayMessages = recordOverlayMessages(page);
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const otherPageData = async () =>
    (await page.request.get(`http://127.0.0.1:${OVERLAY_PORT}/page-data/resources/page-data.json`)).status();
  /**
   * Makes a change, waits for each part of its message in the terminal and in the overlay, and checks
   * the server still serves the other pages too, which a run of createPages that stops at a problem
   * does not create.
   */
  const shown = async (change: () => Promise<void>, message: string[]) => {
    const since = terminal().length;
    await change();
    for (const text of message) await expect.poll(terminal, { timeout: 60_000 }).toContain(text);
    for (const text of message) await expect(overlay).toContainText(text, { timeout: 60_000 });
    expect(server.exitCode, 'gatsby develop keeps running').toBeNull();
    // Gatsby deletes the pages a run did not create right after it prints the run's page count: the
    // run that first reported the change (later runs, of queries, may print the message again).
    await expect
      .poll(
        () => {
          const reported = terminal().indexOf(message[0], since);
          return reported >= 0 && terminal().includes(CREATE_PAGES_ENDED, reported);
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    expect(await otherPageData(), 'the other pages stay served under the overlay').toBe(200);
  };
  try {
    await page.goto(`http://127.0.0.1:${OVERLAY_PORT}/wants`);
    await expect(heading('Want lists')).toBeVisible({ timeout: 60_000 });

    await shown(
      () => edit(doc, (text) => text.replace('title: Want lists', 'title: "Want lists')),
      [
        'Invalid front matter in content/docs/wants.mdx',
        'line 3, column 8: Missing closing "quote',
        'close every quote',
      ],
    );
    // Under the overlay, the page keeps the doc's last valid version; the overlay, a modal dialog, hides it from
    // queries by role, so it is found by its markup.
    await expect(page.locator('main h1')).toHaveText('Want lists');
    await edit(doc, (text) => text.replace('title: "Want lists', 'title: Want lists and ceilings'));
    await expect(overlay).toBeHidden({ timeout: 60_000 });
    await expect(heading('Want lists and ceilings')).toBeVisible({ timeout: 60_000 });

    await shown(
      () => edit(sidebars, (text) => `${text}${GHOST_ENTRY}`),
      [
        'content/navigation/sidebars.yml: line 15: tutorialSidebar[3].id: found "ghost-doc"',
        'Fix the id or add the doc.',
      ],
    );
    // The chrome keeps its last valid sidebars under the overlay: the page does not crash.
    await expect(page.locator('main h1')).toHaveText('Want lists and ceilings');
    await edit(sidebars, (text) => text.replace(GHOST_ENTRY, ''));
    await expect(overlay).toBeHidden({ timeout: 60_000 });
    await expect(heading('Want lists and ceilings')).toBeVisible();

    // A navbar item whose sidebar is not there cannot be rendered: reported like the rest, not left to
    // the browser as an error of the chrome's query, which no fix would clear.
    await shown(
      () => edit(navbar, (text) => text.replace(SIDEBAR_ITEM, GHOST_SIDEBAR_ITEM)),
      ['content/navigation/navbar.yml', 'items[0]', 'ghostSidebar'],
    );
    await expect(page.locator('main h1')).toHaveText('Want lists and ceilings');
    await edit(navbar, (text) => text.replace(GHOST_SIDEBAR_ITEM, SIDEBAR_ITEM));
    await expect(overlay).toBeHidden({ timeout: 60_000 });
    await expect(heading('Want lists and ceilings')).toBeVisible();
  } catch (error) {
    // Say what the overlay and the terminal held, so a failure names its cause (the one CI saw was
    // a file read while a save had emptied it).
    const overlayText = await overlay.textContent({ timeout: 1_000 }).catch(() => 'none');
    throw new Error(
      `${(error as Error).message}\n\nThe overlay: ${overlayText}\n\n` +
        `The overlay messages the page received:\n${overlayMessages()}\n\n` +
        `The end of what gatsby develop printed:\n${output().slice(-4000)}`,
      { cause: error },
    );
  } finally {
    // Leave the page first: stopping the server under it would cut its hot-reload stream, a console error.
    await page.goto('about:blank');
    await stopServer(server);
    await removeFixture(dir);
  }
});
