import { navigationFiles } from '../../config/navigationFiles';
import { announcementBarSchema, footerSchema, navbarSchema, sidebarsSchema } from '../../config/navigationSchema';
import { frontMatterSchema } from '../docs/frontMatter';
import type { CmsBackendConfig } from './backendSettings';
import { decapFieldsOf, type Choices, type DecapField } from './decapFields';
import { navigationEditing, readOnlyField, type NavigationSource } from './navigationEditing';
import { FILE_FORMATS } from './fileFormats';
import { z } from 'zod';
import { MEDIA_FOLDER } from '../media/mediaFiles';
import { BODY_WIDGET, DOCS_FOLDER_KEY, withBuildChecks } from './buildChecks';
import { NEW_DOC_SLUG } from './newDocFile';
import { editorHtmlRules } from '../editorHtml';
import { ADMIN_WIDGETS, docChoice } from './adminWidgets';
import { KEY_FIELD, KEYED_COLLECTION, KEYED_LIST_FIELD, keyedFiles } from './keyedFiles';
import { DOC_ID_PART_RULE } from '../docs/ids';

/** What the CMS config is made from: where the content is and what it holds now. */
export interface CmsSite {
  backend: CmsBackendConfig;
  /** Where the local decap-server answers, for `npm run cms`. */
  localBackendUrl: string;
  /**
   * The content folder, relative to the root of the repository a Git backend commits to: `content`,
   * or '' for a content repository. The local decap-server is rooted at the content folder itself.
   */
  contentFolder: string;
  /** Folders of the docs folder that hold docs, `''` for the docs folder itself: `guides`, `guides/setup`. */
  docFolders: readonly string[];
  /** The docs a sidebar or navbar entry may name. */
  docs: ReadonlyArray<{ id: string; title: string }>;
  sidebarIds: readonly string[];
  versionNames: readonly string[];
  siteUrl: string;
  /** Where the build reads the navigation; left out, the content folder's own `navigation/`. */
  navigationSource?: NavigationSource;
  /** The locales other than the default, whose translations of the current docs are collections too. */
  translations?: ReadonlyArray<{ code: string; label: string }>;
}

/**
 * The name of the CMS collection of a docs folder: `docs`, `docs-guides-setup`; of a locale's
 * translations of it: `i18n-ar-docs`, `i18n-ar-docs-guides-setup`.
 */
export function docCollectionName(folder: string, locale?: string): string {
  const name = folder === '' ? 'docs' : `docs-${folder.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return locale ? `i18n-${locale.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${name}` : name;
}

/** Every collection that holds docs: each folder of the current docs, then each locale's translations of it. */
export const docCollectionNames = (site: Pick<CmsSite, 'docFolders' | 'translations'>): string[] => [
  ...site.docFolders.map((folder) => docCollectionName(folder)),
  ...(site.translations ?? []).flatMap(({ code }) => site.docFolders.map((folder) => docCollectionName(folder, code))),
];

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join('/');

/** The doc's body: raw MDX, so the CMS writes back exactly what the editor typed (components, admonitions). */
const BODY_FIELD: DecapField = {
  name: 'body',
  label: 'Body',
  widget: BODY_WIDGET,
  hint: 'MDX: Markdown, admonitions (:::note) and <Tabs>; the preview shows it as readers will see it.',
};

/** The content folder in the tree the backend writes: the repository's for a Git host, decap-server's root for the local one. */
const contentFolderOf = (site: CmsSite) => (site.backend.backend.name === 'proxy' ? '' : site.contentFolder);

/**
 * The collection of a docs folder, or of a locale's translations of it (`i18n/ar/docs/<folder>`).
 * A translation keeps its original's file name, which gives it its id: the CMS edits translations
 * and creates none (a title in another language would name a doc that does not exist, which fails
 * the build); a translation starts as a copy of the original's file (README, "Adding a locale").
 */
function docCollection(
  site: CmsSite,
  fields: readonly DecapField[],
  folder: string,
  locale?: { code: string; label: string },
) {
  const label = folder === '' ? 'Docs' : `Docs: ${folder}/`;
  return {
    name: docCollectionName(folder, locale?.code),
    label: locale ? `${label} (${locale.label})` : label,
    label_singular: 'Doc',
    folder: joined(contentFolderOf(site), ...(locale ? ['i18n', locale.code] : []), 'docs', folder),
    extension: 'mdx',
    // Saves edit the file: only the values the editor changed differ (src/lib/cms/fileFormats.ts).
    format: FILE_FORMATS.frontMatter,
    create: !locale,
    // The file name, and so the doc's id, is made from the title by the CMS's own rule (newDocFile.ts).
    slug: NEW_DOC_SLUG,
    [DOCS_FOLDER_KEY]: folder,
    // Named, since Decap looks for a `string` widget to find an entry's title, and the title's is a checked copy.
    identifier_field: 'title',
    summary: '{{title}}',
    fields,
  };
}

/** When a new doc shows in the doc pickers, as docs/cms.md says it too. */
export const DOC_PICKER_HINT =
  'A doc of the site. The list is read when the form opens: a doc published a moment ago is in it, no rebuild needed.';

/** What the navigation's HTML fields may hold, added to their hints. */
const HTML_NOTE = `${editorHtmlRules()} The build takes anything else out, with a warning.`;

/** The choices the navigation's references take: existing docs, sidebars, folders and versions. */
function referenceChoices(site: CmsSite): Record<string, Choices> {
  const docs: Choices = {
    // The docs of this build; the picker lists the docs there are each time the form opens.
    options: site.docs.map(docChoice),
    hint: DOC_PICKER_HINT,
    widget: {
      name: ADMIN_WIDGETS.docPicker,
      doc_collections: site.docFolders.map((folder) => ({ name: docCollectionName(folder), folder })),
    },
  };
  const values = (list: readonly string[]) => ({ options: list.map((value) => ({ label: value, value })) });
  return {
    'doc.id': docs,
    'doc.docId': docs,
    'docSidebar.sidebarId': values(site.sidebarIds),
    'docsVersion.version': values(site.versionNames),
    'autogenerated.dirName': {
      options: site.docFolders.map((folder) => ({
        label: folder === '' ? 'All docs' : `${folder}/`,
        value: folder || '.',
      })),
    },
  };
}

function navigationCollection(site: CmsSite) {
  const choices = referenceChoices(site);
  // Each sidebar is a list of its own: the CMS edits the sidebars the file has, by id.
  const sidebars = z.strictObject(Object.fromEntries(site.sidebarIds.map((id) => [id, sidebarsSchema.valueType])));
  const schemas = { sidebars, navbar: navbarSchema, footer: footerSchema, announcementBar: announcementBarSchema };
  const notes: Partial<Record<keyof typeof schemas, Record<string, string>>> = {
    navbar: { 'html.value': HTML_NOTE },
    announcementBar: { content: HTML_NOTE },
  };
  const { folder, readOnly } = navigationEditing(
    { contentFolder: contentFolderOf(site), localBackend: site.backend.backend.name === 'proxy' },
    site.navigationSource,
  );
  return {
    name: 'navigation',
    label: 'Navigation',
    editor: { preview: false },
    format: FILE_FORMATS.yaml,
    files: (Object.keys(schemas) as Array<keyof typeof schemas>).map((part) => ({
      name: part,
      label: navigationFiles[part].label,
      file: joined(folder, navigationFiles[part].file),
      fields: readOnly
        ? [readOnlyField(navigationFiles[part].label, readOnly.why, readOnly.files[part])]
        : withBuildChecks(
            decapFieldsOf(schemas[part], { choices, notes: notes[part] }).map((field) =>
              // A sidebar's list is labelled by what it holds, so Decap counts "3 tutorial sidebar entries".
              part === 'sidebars'
                ? { ...field, label: `${field.label} entries`, label_singular: `${field.label} entry` }
                : field,
            ),
          ),
    })),
  };
}

/**
 * The glossary and the tags file, and each locale's translations of them: a file collection whose
 * forms list their entries, each with its key (src/lib/cms/keyedFiles.ts).
 */
function keyedCollection(site: CmsSite) {
  return {
    name: KEYED_COLLECTION,
    label: 'Glossary and tags',
    editor: { preview: false },
    format: FILE_FORMATS.keyedYaml,
    files: Object.entries(keyedFiles(site.translations ?? [])).map(([name, keyed]) => ({
      name,
      label: keyed.label,
      file: joined(contentFolderOf(site), keyed.file),
      fields: withBuildChecks([
        {
          name: KEYED_LIST_FIELD,
          label: `${keyed.item}s`,
          label_singular: keyed.item,
          widget: 'list',
          // A glossary may hold hundreds of terms: each shows as its key until opened.
          collapsed: true,
          summary: `{{fields.${KEY_FIELD}}}`,
          fields: [
            { name: KEY_FIELD, label: 'Id', widget: 'string', hint: `What names it in the file: ${DOC_ID_PART_RULE}.` },
            ...decapFieldsOf(keyed.values),
          ],
        },
      ]),
    })),
  };
}

/**
 * The Decap CMS config (`/admin/config.yml`): a collection per docs folder (and per locale's
 * translations of it), its fields generated
 * from the front-matter schema the build validates, the navigation files as a file collection
 * whose references pick from what exists, and the glossary and tags files with their translations.
 */
export function cmsConfig(site: CmsSite): Record<string, unknown> {
  const { backend, local_backend, ...options } = site.backend;
  // One list for every docs collection: the config file writes it once (yamlWithAliases.ts).
  const docFields = withBuildChecks([...decapFieldsOf(frontMatterSchema), BODY_FIELD]);
  return {
    // Without a Git host configured, the CMS edits through the local decap-server only.
    backend: backend.name === 'proxy' ? { ...backend, proxy_url: site.localBackendUrl } : backend,
    ...options,
    ...(local_backend ? { local_backend: { url: site.localBackendUrl } } : {}),
    // How Decap cleans the names it makes, an uploaded file's (and the suffix that keeps a new doc's
    // name unique, newDocFile.ts making the name): ASCII with accents removed, as URLs want them.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    // Uploads go to the content folder's media/, which the build publishes at /media/.
    media_folder: joined(contentFolderOf(site), MEDIA_FOLDER),
    public_folder: `/${MEDIA_FOLDER}`,
    collections: [
      ...site.docFolders.map((folder) => docCollection(site, docFields, folder)),
      ...(site.translations ?? []).flatMap((locale) =>
        site.docFolders.map((folder) => docCollection(site, docFields, folder, locale)),
      ),
      keyedCollection(site),
      navigationCollection(site),
    ],
  };
}

/** The folders of the docs folder that hold docs, their parents included, `''` first: `['', 'guides', 'guides/setup']`. */
export function docFoldersOf(docsPaths: Iterable<string>): string[] {
  const folders = new Set<string>(['']);
  for (const docsPath of docsPaths) {
    const parts = docsPath.split('/').slice(0, -1);
    parts.forEach((_, index) => folders.add(parts.slice(0, index + 1).join('/')));
  }
  return [...folders].sort();
}
