import { renderBody } from '../preview/renderBody';
import { fileCheckOf, type DecapConfig } from './fileChecks';

// The MDX pipeline has tests of its own; every body compiles here.
jest.mock('../preview/renderBody', () => ({ renderBody: jest.fn() }));
jest.mocked(renderBody).mockImplementation(async ({ body }) => ({ html: body, warnings: [] }));

const docPicker = { name: 'id', widget: 'select', options: [{ label: 'Welcome (index)', value: 'index' }] };
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
    const check = fileCheckOf('content/docs/guides/Shelf_Space.mdx', config, '');
    expect(await check!('---\ntitle: Shelf\ndescription: Space.\n---\nText.\n')).toEqual([
      expect.stringMatching(
        /^Invalid content\/docs\/guides\/Shelf_Space.mdx:\n {2}- file name: found "Shelf_Space"; .*rename the file to shelf-space.mdx.*\nA doc's id, which gives its route/,
      ),
    ]);
    expect(await check!('---\ntitle: Shelf\ndescription: Space.\nid: shelf-space\n---\nText.\n')).toEqual([]);
  });

  it('checks what a navigation file points at against the choices of its form', async () => {
    const check = fileCheckOf('content/navigation/sidebars.yml', config, '');
    expect(await check!('main:\n  - type: doc\n    id: index\n  - type: doc\n    id: gone\n')).toEqual([
      'content/navigation/sidebars.yml: main[1].id: found "gone"; expected the id of a doc in the docs folder (known ids: index). Fix the id or add the doc.',
    ]);
  });

  it('leaves files the build does not check this way alone', () => {
    expect(fileCheckOf('content/media/shelf.png', config, '')).toBeUndefined();
    expect(fileCheckOf('content/docs/guides/deeper/alerts.mdx', config, '')).toBeUndefined();
  });
});
