import { parse } from 'yaml';
import { MIN_TEXT_CONTRAST } from '../../config/contrast';
import { frontMatterSchema } from '../docs/frontMatter';
import { allowedHtmlSummary } from '../editorHtml';
import { ADMIN_WIDGETS } from './adminWidgets';
import { checkedWidgetName } from './buildChecks';
import {
  cmsConfig,
  docCollectionName,
  docCollectionNames,
  docFoldersOf,
  DOC_PICKER_HINT,
  type CmsSite,
} from './cmsConfig';
import { decapFieldsOf } from './decapFields';
import { yamlWithAliases } from './yamlWithAliases';

const site: CmsSite = {
  backend: {
    backend: { name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'main' },
    local_backend: true,
  },
  localBackendUrl: 'http://127.0.0.1:9181/api/v1',
  contentFolder: 'content',
  docFolders: ['', 'guides'],
  docs: [
    { id: 'index', title: 'Welcome' },
    { id: 'guides/alerts', title: 'Price alerts' },
  ],
  sidebarIds: ['tutorialSidebar'],
  versionNames: ['current'],
  siteUrl: 'https://docs.trove.app',
};

type Field = { name: string; [key: string]: unknown };
const byName = (fields: unknown, name: string) => (fields as Field[]).find((field) => field.name === name)!;

describe('decapFieldsOf', () => {
  it('gives each front-matter key its widget, whether it is required, its rule and its hint from the schema', () => {
    const fields = decapFieldsOf(frontMatterSchema);
    expect(fields.map((field) => field.name)).toEqual([
      'id',
      'title',
      'description',
      'sidebar_label',
      'sidebar_position',
      'draft',
      'custom_edit_url',
      'last_update',
      'slug',
      'keywords',
      'image',
      'hide_title',
      'hide_table_of_contents',
      'toc_min_heading_level',
      'toc_max_heading_level',
      'pagination_label',
      'pagination_prev',
      'pagination_next',
      'sidebar_class_name',
      'tags',
      'unlisted',
    ]);
    expect(byName(fields, 'title')).toMatchObject({
      widget: 'string',
      required: true,
      hint: expect.stringContaining('heading'),
    });
    expect(byName(fields, 'description')).toMatchObject({
      required: true,
      pattern: ['^[\\s\\S]{1,160}$', '1 to 160 characters'],
    });
    expect(byName(fields, 'id')).toMatchObject({
      required: false,
      pattern: ['^[a-z0-9][a-z0-9-]*$', expect.any(String)],
    });
    expect(byName(fields, 'sidebar_position')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 0,
      required: false,
    });
    // An optional flag has no default: left alone, it stays out of the file.
    expect(byName(fields, 'draft')).toEqual(expect.not.objectContaining({ default: expect.anything() }));
  });

  it('offers custom_edit_url as an optional text whose hint says how to hide the link, and last_update as a group', () => {
    const fields = decapFieldsOf(frontMatterSchema);
    expect(byName(fields, 'custom_edit_url')).toMatchObject({
      widget: 'string',
      required: false,
      hint: expect.stringContaining('`null` in the file hides the link'),
      pattern: ['^https?:\\/\\/[^\\s/\\\\]', expect.stringContaining('http(s) address')],
    });
    const lastUpdate = byName(fields, 'last_update');
    expect(lastUpdate).toMatchObject({
      widget: 'object',
      required: false,
      hint: expect.stringContaining('last commit'),
    });
    expect(byName(lastUpdate.fields, 'date')).toMatchObject({
      widget: 'string',
      required: false,
      pattern: [expect.stringContaining('\\d{4}-\\d{2}-\\d{2}'), expect.stringContaining('2024-05-31')],
    });
    expect(byName(lastUpdate.fields, 'author')).toMatchObject({ widget: 'string', required: false });
  });

  it('offers the Docusaurus keys from the schema: lists, levels from 2 to 6, ids and class names checked as the build checks them', () => {
    const fields = decapFieldsOf(frontMatterSchema);
    expect(byName(fields, 'keywords')).toMatchObject({ widget: 'list', required: false });
    expect(byName(fields, 'toc_max_heading_level')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 2,
      max: 6,
      required: false,
    });
    expect(byName(fields, 'unlisted')).toMatchObject({ widget: 'boolean', required: false });
    expect(byName(fields, 'hide_title')).toMatchObject({ widget: 'boolean', required: false });
    expect(byName(fields, 'pagination_next')).toMatchObject({
      widget: 'string',
      required: false,
      hint: expect.stringContaining('`null` in the file shows none'),
    });
    const [slug, slugMessage] = byName(fields, 'slug').pattern as [string, string];
    expect(['/wants', 'alerts', '/'].every((value) => new RegExp(slug).test(value))).toBe(true);
    expect(new RegExp(slug).test('/Wants')).toBe(false);
    expect(slugMessage).toContain("from the version's root");
    const [image] = byName(fields, 'image').pattern as [string, string];
    expect(new RegExp(image).test('/media/wants.png')).toBe(true);
    expect(new RegExp(image).test('/wants')).toBe(false);
    const [className] = byName(fields, 'sidebar_class_name').pattern as [string, string];
    expect(new RegExp(className).test('sidebar-new')).toBe(true);
    expect(new RegExp(className).test('a b')).toBe(false);
  });

  it('patterns the CMS applies are the rules the build applies', () => {
    const pattern = byName(decapFieldsOf(frontMatterSchema), 'id').pattern as [string, string];
    expect(new RegExp(pattern[0]).test('price-guides')).toBe(true);
    expect(new RegExp(pattern[0]).test('Price Guides')).toBe(false);
  });
});

describe('cmsConfig', () => {
  const config = cmsConfig(site) as { collections: Array<Record<string, unknown>> } & Record<string, unknown>;

  it('edits through the local decap-server when no Git host is set, naming paths in the content folder, its root', () => {
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: 'http://127.0.0.1:9181/api/v1', branch: 'main' });
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:9181/api/v1' });
    expect(config).toMatchObject({ media_folder: 'media', public_folder: '/media' });
  });

  it("commits to a Git host's repository paths, with no local backend", () => {
    const github = cmsConfig({
      ...site,
      backend: { backend: { name: 'github', repo: 'trove-app/docs', branch: 'main' }, local_backend: false },
    }) as typeof config;
    expect(github.local_backend).toBeUndefined();
    expect(github.collections.map((collection) => collection.folder ?? collection.name)).toEqual([
      'content/docs',
      'content/docs/guides',
      'glossary-and-tags',
      'navigation',
    ]);
    const navigation = github.collections.at(-1) as { files: Array<{ file: string }> };
    expect(navigation.files[0].file).toBe('content/navigation/sidebars.yml');
    const keyed = github.collections.at(-2) as { files: Array<{ file: string }> };
    expect(keyed.files.map((file) => file.file)).toEqual(['content/glossary.yml', 'content/tags.yml']);
    expect(github).toMatchObject({ media_folder: 'content/media', public_folder: '/media' });
  });

  it('has a collection of raw MDX docs per docs folder, each new file named from its title', () => {
    const [root, guides] = config.collections;
    expect(root).toMatchObject({
      name: 'docs',
      folder: 'docs',
      docs_folder: '',
      extension: 'mdx',
      // Saves edit the file (src/lib/cms/fileFormats.ts): Decap's own format rewrites it.
      format: 'trove-frontmatter',
      slug: '{{fields.cms_new_doc_file_name}}',
    });
    expect(guides).toMatchObject({ name: 'docs-guides', folder: 'docs/guides', docs_folder: 'guides' });
    // Decap's defaults keep accents in an uploaded file's name (café.png), which a URL would encode.
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
    expect(byName(root.fields, 'body')).toMatchObject({ widget: 'mdx-body' });
    // Each front matter field shows the build's messages on its key beside it.
    expect(byName(root.fields, 'title')).toMatchObject({ widget: 'checked-string', required: true });
  });

  it('lets a sidebar entry pick only an existing doc, and names each collapsed entry', () => {
    const navigation = config.collections.at(-1) as { files: Array<{ name: string; file: string; fields: unknown }> };
    const sidebars = navigation.files.find((file) => file.name === 'sidebars')!;
    expect(sidebars.file).toBe('navigation/sidebars.yml');
    expect(navigation).toMatchObject({ format: 'trove-yaml' });
    const types = byName(sidebars.fields, 'tutorialSidebar').types as Array<{
      name: string;
      summary: string;
      fields: unknown;
    }>;
    const doc = types.find((type) => type.name === 'doc')!;
    expect(doc.summary).toBe('Doc: {{fields.id}}');
    expect(byName(doc.fields, 'id')).toMatchObject({
      widget: ADMIN_WIDGETS.docPicker,
      options: [
        { label: 'Welcome (index)', value: 'index' },
        { label: 'Price alerts (guides/alerts)', value: 'guides/alerts' },
      ],
    });
    // A category holds the same item types, a level deeper.
    const category = types.find((type) => type.name === 'category')!;
    expect((byName(category.fields, 'items').types as Array<{ name: string }>).map((type) => type.name)).toEqual([
      'doc',
      'link',
      'category',
      'autogenerated',
    ]);
    const announcement = navigation.files.find((file) => file.name === 'announcementBar')!;
    expect(byName(announcement.fields, 'id')).toMatchObject({ widget: 'checked-string' });
  });

  it("shows the project's navigation read-only when the content has none and the CMS cannot write it", () => {
    const sidebarsText = 'tutorialSidebar:\n  - type: doc\n    id: index\n';
    const shown = (file: string) => ({ shown: `content/navigation/${file}`, text: `# ${file}\n` });
    const borrowed = cmsConfig({
      ...site,
      navigationSource: {
        inContent: false,
        projectFolder: 'content/navigation',
        contentShown: 'shelf-content',
        files: {
          sidebars: { shown: 'content/navigation/sidebars.yml', text: sidebarsText },
          navbar: shown('navbar.yml'),
          footer: shown('footer.yml'),
          announcementBar: { shown: 'content/navigation/announcement.yml' },
        },
      },
    }) as typeof config;
    const navigation = borrowed.collections.at(-1) as { files: Array<{ name: string; file: string; fields: Field[] }> };
    const sidebars = navigation.files.find((file) => file.name === 'sidebars')!;
    expect(sidebars.fields).toEqual([
      expect.objectContaining({
        widget: 'trove-read-only',
        label: 'Sidebars (read-only here)',
        shown: 'content/navigation/sidebars.yml',
        text: sidebarsText,
        why: expect.stringContaining('outside the content folder this CMS writes to (shelf-content)'),
      }),
    ]);
    expect(navigation.files.find((file) => file.name === 'announcementBar')!.fields[0]).toMatchObject({ text: '' });
  });
});

it('lists the folders that hold docs, parents included', () => {
  expect(docFoldersOf(['index.mdx', 'guides/setup/first.mdx', 'reference/api.mdx'])).toEqual([
    '',
    'guides',
    'guides/setup',
    'reference',
  ]);
  expect(docCollectionName('guides/setup')).toBe('docs-guides-setup');
});

it("edits each locale's translations of the current docs in collections of their own, the default's unchanged", () => {
  const withArabic = { ...site, translations: [{ code: 'ar', label: 'العربية' }] };
  const collections = (cmsConfig(withArabic) as { collections: Array<Record<string, unknown>> }).collections;
  expect(collections.slice(0, 2)).toEqual((cmsConfig(site) as { collections: unknown[] }).collections.slice(0, 2));
  expect(collections.map((collection) => [collection.name, collection.folder, collection.create])).toEqual([
    ['docs', 'docs', true],
    ['docs-guides', 'docs/guides', true],
    ['i18n-ar-docs', 'i18n/ar/docs', false],
    ['i18n-ar-docs-guides', 'i18n/ar/docs/guides', false],
    ['glossary-and-tags', undefined, undefined],
    ['navigation', undefined, undefined],
  ]);
  // The glossary and the tags file are translated in files of the locale, edited beside the originals.
  const keyed = collections.at(-2) as { files: Array<{ name: string; label: string; file: string }> };
  expect(keyed.files.map(({ name, label, file }) => [name, label, file])).toEqual([
    ['glossary', 'Glossary', 'glossary.yml'],
    ['tags', 'Tags', 'tags.yml'],
    ['glossary-ar', 'Glossary (العربية)', 'i18n/ar/glossary.yml'],
    ['tags-ar', 'Tags (العربية)', 'i18n/ar/tags.yml'],
  ]);
  expect(collections[2]).toMatchObject({ label: 'Docs (العربية)', fields: collections[0].fields });
  expect(docCollectionNames(withArabic)).toEqual(['docs', 'docs-guides', 'i18n-ar-docs', 'i18n-ar-docs-guides']);
});

describe('the forms explain themselves', () => {
  const config = cmsConfig(site) as { collections: Array<Record<string, unknown>> } & Record<string, unknown>;
  const navigation = config.collections.at(-1) as { files: Array<{ name: string; fields: Field[] }> };
  const part = (name: string) => navigation.files.find((file) => file.name === name)!.fields;

  /** Every field of a form, at any depth: in objects, lists and the types of typed lists. */
  const allFields = (fields: Field[], path = ''): Array<Field & { path: string }> =>
    fields.flatMap((field) => {
      const here = `${path}${field.name}`;
      const nested = [
        ...((field.fields as Field[] | undefined) ?? []),
        ...(field.field ? [field.field as Field] : []),
        ...((field.types as Field[] | undefined) ?? []).flatMap((type) => (type.fields as Field[]) ?? []),
      ];
      return [{ ...field, path: here }, ...allFields(nested, `${here}.`)];
    });

  it('gives every field of every navigation form a hint', () => {
    const fields = navigation.files.flatMap((file) => allFields(file.fields, `${file.name}.`));
    expect(fields.length).toBeGreaterThan(60);
    expect(
      fields.filter((field) => typeof field.hint !== 'string' || field.hint === '').map((field) => field.path),
    ).toEqual([]);
  });

  it('says what the announcement bar takes: the HTML, the colours as a pair and their contrast, a new id, and how to remove it', () => {
    const fields = part('announcementBar');
    expect(byName(fields, 'content').hint).toContain(allowedHtmlSummary());
    expect(byName(fields, 'backgroundColor').hint).toMatch(new RegExp(`Set both or neither.*${MIN_TEXT_CONTRAST}:1`));
    expect(byName(fields, 'textColor').hint).toContain(`${MIN_TEXT_CONTRAST}:1`);
    expect(byName(fields, 'id').hint).toMatch(/see it again once the id changes/);
    expect(byName(fields, 'hidden')).toMatchObject({
      widget: checkedWidgetName('boolean'),
      required: false,
      hint: expect.stringMatching(/^On: no page shows the bar/),
    });
    const html = allFields(part('navbar')).find((field) => field.path === 'items.value')!;
    expect(html.hint).toContain(allowedHtmlSummary());
  });

  it('says the same, everywhere, of when a new doc shows in the doc pickers, and reads the docs collections for them', () => {
    const pickers = navigation.files
      .flatMap((file) => allFields(file.fields))
      .filter((field) => field.widget === ADMIN_WIDGETS.docPicker);
    expect(pickers.map((picker) => picker.path)).toEqual([
      'tutorialSidebar.id',
      'tutorialSidebar.items.id',
      'tutorialSidebar.items.items.id',
      'items.docId',
    ]);
    for (const picker of pickers) {
      expect(picker).toMatchObject({
        hint: DOC_PICKER_HINT,
        doc_collections: [
          { name: 'docs', folder: '' },
          { name: 'docs-guides', folder: 'guides' },
        ],
      });
    }
  });

  it('counts a sidebar in entries, and lists typed items in the list that shows picked docs by title', () => {
    const sidebar = byName(part('sidebars'), 'tutorialSidebar');
    expect(sidebar).toMatchObject({
      label: 'Tutorial sidebar entries',
      label_singular: 'Tutorial sidebar entry',
      widget: checkedWidgetName(ADMIN_WIDGETS.list),
    });
    expect(byName(part('navbar'), 'items')).toMatchObject({
      label_singular: 'Item',
      widget: checkedWidgetName(ADMIN_WIDGETS.list),
    });
  });

  it("counts a doc's description to the build's limit", () => {
    const [root] = config.collections;
    expect(byName(root.fields, 'description')).toMatchObject({
      widget: checkedWidgetName(ADMIN_WIDGETS.countedText),
      max_length: 160,
    });
  });
});

describe('the CMS config of a large site', () => {
  // 3,000 docs in 1,110 folders nested three deep, as `npm run bench:scale -- --sidebar nested` lays them out.
  const folders = [''];
  for (let s = 0; s < 10; s++) {
    folders.push(`s-${s}`);
    for (let u = 0; u < 10; u++) {
      folders.push(`s-${s}/u-${u}`);
      for (let f = 0; f < 10; f++) folders.push(`s-${s}/u-${u}/f-${f}`);
    }
  }
  const large: CmsSite = {
    ...site,
    docFolders: folders,
    docs: Array.from({ length: 3000 }, (_, index) => ({
      id: `${folders[1 + (index % 1000)]}/doc-${index}`,
      title: `Doc ${index}`,
    })),
  };

  it("writes a doc's fields and the list of every doc once, however many collections and pickers repeat them", () => {
    const config = cmsConfig(large);
    const text = yamlWithAliases(config);
    // Each doc once, in the doc pickers' one list, and the body field once for the 1,111 collections:
    // 11.7 MB as JSON, 1.1 MB so.
    expect(text.match(/"Doc 2999 \(/g)).toHaveLength(1);
    expect(text.match(/"hint": "MDX: Markdown/g)).toHaveLength(1);
    expect(text.length).toBeLessThan(1.5 * 1024 ** 2);
    // Read back as Decap reads config.yml: aliases followed without a limit.
    expect(parse(text, { maxAliasCount: -1, merge: true })).toEqual(JSON.parse(JSON.stringify(config)));
  });
});
