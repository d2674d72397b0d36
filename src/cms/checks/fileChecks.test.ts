import { renderBody } from '../preview/renderBody';
import { ADMIN_WIDGETS } from '../../lib/cms/adminWidgets';
import { fileCheckOf, type CheckedSite, type DecapConfig } from './fileChecks';

// The MDX pipeline has tests of its own; every body compiles here.
jest.mock('../preview/renderBody', () => ({ renderBody: jest.fn() }));
jest.mocked(renderBody).mockImplementation(async ({ body }) => ({ html: body, warnings: [] }));

const site: CheckedSite = { pathPrefix: '', docIdsNow: () => undefined };
const docPicker = {
  name: 'id',
  widget: ADMIN_WIDGETS.docPicker,
  options: [{ label: 'Welcome (index)', value: 'index' }],
};
const config: DecapConfig = {
  collections: [
    { name: 'docs-guides', folder: 'content/docs/guides', extension: 'mdx', docs_folder: 'guides' },
    {
      name: 'navigation',
      files: [
        {
          name: 'sidebars',
          file: 'content/navigation/sidebars.yml',
          fields: [{ name: 'main', widget: 'checked-list', types: [{ name: 'doc', fields: [docPicker] }] }],
        },
      ],
    },
  ],
};

describe('fileCheckOf', () => {
  it("checks a doc's id as the build does, its folder in the docs folder included", async () => {
    const check = fileCheckOf('content/docs/guides/Shelf_Space.mdx', config, site);
    expect(await check!('---\ntitle: Shelf\ndescription: Space.\n---\nText.\n')).toEqual([
      expect.stringMatching(
        /^Invalid content\/docs\/guides\/Shelf_Space.mdx:\n {2}- file name: found "Shelf_Space"; .*rename the file to shelf-space.mdx.*\nA doc's id, which gives its route/,
      ),
    ]);
    expect(await check!('---\ntitle: Shelf\ndescription: Space.\nid: shelf-space\n---\nText.\n')).toEqual([]);
  });

  it('checks what a navigation file points at against the choices of its form', async () => {
    const check = fileCheckOf('content/navigation/sidebars.yml', config, site);
    expect(await check!('main:\n  - type: doc\n    id: index\n  - type: doc\n    id: gone\n')).toEqual([
      'content/navigation/sidebars.yml: main[1].id: found "gone"; expected the id of a doc in the docs folder (known ids: index). Fix the id or add the doc.',
    ]);
  });

  it('checks against the docs there are now once the pickers have read them', async () => {
    const now: CheckedSite = { pathPrefix: '', docIdsNow: () => ['card-fairs'] };
    const check = fileCheckOf('content/navigation/sidebars.yml', config, now);
    expect(await check!('main:\n  - type: doc\n    id: card-fairs\n')).toEqual([]);
    expect(await check!('main:\n  - type: doc\n    id: index\n')).toEqual([
      expect.stringContaining(
        'main[0].id: found "index"; expected the id of a doc in the docs folder (known ids: card-fairs).',
      ),
    ]);
  });

  it('leaves files the build does not check this way alone', () => {
    expect(fileCheckOf('content/media/shelf.png', config, site)).toBeUndefined();
    expect(fileCheckOf('content/docs/guides/deeper/alerts.mdx', config, site)).toBeUndefined();
  });
});
