import { NEW_DOC_NAME_KEY } from '../../lib/cms/newDocFile';
import { renderBody } from '../preview/renderBody';
import { gateBackends, gatedBackend, type Implementation } from './backendGate';
import type { Cms } from '../preview/cms';
import type { CheckedSite, DecapConfig } from './fileChecks';

// The MDX pipeline has tests of its own; here a body compiles unless it leaves a <Tabs> open.
jest.mock('../preview/renderBody', () => ({ renderBody: jest.fn() }));
jest
  .mocked(renderBody)
  .mockImplementation(async ({ body }) =>
    body.includes('<Tabs>') && !body.includes('</Tabs>')
      ? { error: { message: 'Expected a closing tag for `<Tabs>` (3:1-3:7)' } }
      : { html: `<p>${body}</p>`, warnings: [] },
  );

const config: DecapConfig = {
  collections: [
    { name: 'docs', folder: 'docs', extension: 'mdx', docs_folder: '' },
    { name: 'docs-guides', folder: 'docs/guides', extension: 'mdx', docs_folder: 'guides' },
    {
      name: 'navigation',
      files: [{ name: 'announcementBar', file: 'navigation/announcement.yml', fields: [] }],
    },
  ],
};
const site: CheckedSite = { pathPrefix: '', docIdsNow: () => undefined };
const editorial: DecapConfig = { ...config, publish_mode: 'editorial_workflow' };

const doc = (body: string, ...frontMatter: string[]) =>
  ['---', 'title: Trade tips', 'description: Tips.', ...frontMatter, '---', body].join('\n');
const GOOD = doc('Trade duplicates.\n');
const OPEN_TABS = doc('Intro\n\n<Tabs>\n');

/** A backend that keeps what it is asked to write, and drafts as the editorial workflow holds them. */
function fakeBackend(drafts: Record<string, string> = {}) {
  const written: Array<{ path: string; raw: string }> = [];
  const calls: string[] = [];
  const implementation: Implementation = {
    persistEntry: async ({ dataFiles }) => void written.push(...dataFiles),
    unpublishedEntry: async () => ({ diffs: Object.keys(drafts).map((path) => ({ path, id: path })) }),
    unpublishedEntryDataFile: async (_collection, _slug, path) => drafts[path],
    updateUnpublishedEntryStatus: async (_collection, slug, status) => void calls.push(`${slug}: ${status}`),
    publishUnpublishedEntry: async (_collection, slug) => void calls.push(`${slug}: published`),
  };
  return { implementation, written, calls };
}

describe('gatedBackend', () => {
  it('writes a new doc without the key its name was made from, every other byte as it was', async () => {
    const { implementation, written } = fakeBackend();
    const raw = doc('Trade duplicates.\n', `${NEW_DOC_NAME_KEY}: trade-tips`);
    await gatedBackend(implementation, config, site).persistEntry(
      { dataFiles: [{ path: 'docs/trade-tips.mdx', raw }], assets: [] },
      {},
    );
    expect(written).toEqual([{ path: 'docs/trade-tips.mdx', raw: GOOD }]);
  });

  it('refuses to publish a file the build would reject, with the build message, and writes nothing', async () => {
    const { implementation, written } = fakeBackend();
    const gated = gatedBackend(implementation, config, site);
    const save = (path: string, raw: string) => gated.persistEntry({ dataFiles: [{ path, raw }], assets: [] }, {});
    await expect(save('docs/guides/alerts.mdx', OPEN_TABS)).rejects.toThrow(
      'The build would refuse this change:\ndocs/guides/alerts.mdx: the body does not compile: Line 3, column 1: Expected a closing tag for `<Tabs>` (3:1-3:7)',
    );
    await expect(save('docs/Trade_tips.mdx', GOOD)).rejects.toThrow(
      'file name: found "Trade_tips"; expected lowercase letters, digits and dashes',
    );
    await expect(save('docs/tips.mdx', doc('Text.', 'colour: x'))).rejects.toThrow(
      'Invalid front matter in docs/tips.mdx:\n  - line 4: colour: unknown key',
    );
    await expect(
      save(
        'navigation/announcement.yml',
        'id: a\ncontent: A\nisCloseable: true\nbackgroundColor: "#fafafa"\ntextColor: "#ffffff"\n',
      ),
    ).rejects.toThrow('line 5: textColor: found "#ffffff"; expected a colour with a contrast of at least 4.5:1');
    expect(written).toEqual([]);
    await save('media/shelf.png', 'not checked');
    expect(written).toHaveLength(1);
  });

  it('saves a draft as it is in the editorial workflow, and refuses it at Ready and at Publish', async () => {
    const { implementation, written, calls } = fakeBackend({ 'docs/alerts.mdx': OPEN_TABS, 'media/a.png': '' });
    const gated = gatedBackend(implementation, editorial, site);
    await gated.persistEntry(
      { dataFiles: [{ path: 'docs/alerts.mdx', raw: OPEN_TABS }], assets: [] },
      { useWorkflow: true },
    );
    expect(written).toHaveLength(1);
    await gated.updateUnpublishedEntryStatus!('docs', 'alerts', 'pending_review');
    await expect(gated.updateUnpublishedEntryStatus!('docs', 'alerts', 'pending_publish')).rejects.toThrow(
      'docs/alerts.mdx: the body does not compile',
    );
    await expect(gated.publishUnpublishedEntry!('docs', 'alerts')).rejects.toThrow('the body does not compile');
    expect(calls).toEqual(['alerts: pending_review']);
  });

  it('lets a draft the build takes become Ready and be published', async () => {
    const { implementation, calls } = fakeBackend({ 'docs/alerts.mdx': GOOD });
    const gated = gatedBackend(implementation, editorial, site);
    await gated.updateUnpublishedEntryStatus!('docs', 'alerts', 'pending_publish');
    await gated.publishUnpublishedEntry!('docs', 'alerts');
    expect(calls).toEqual(['alerts: pending_publish', 'alerts: published']);
  });
});

it('gates the backends Decap makes, with the config it loaded', async () => {
  const { implementation, written } = fakeBackend();
  const registry: Record<string, { init: (...args: unknown[]) => unknown }> = {
    proxy: { init: () => implementation },
  };
  gateBackends({ getBackend: (name: string) => registry[name] } as unknown as Cms, ['github', 'proxy'], site);
  const made = registry.proxy.init(config, {}) as Implementation;
  await expect(
    made.persistEntry({ dataFiles: [{ path: 'docs/a.mdx', raw: OPEN_TABS }], assets: [] }, {}),
  ).rejects.toThrow('the body does not compile');
  expect(written).toEqual([]);
});
