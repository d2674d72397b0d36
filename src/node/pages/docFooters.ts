import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import siteConfig from '../../config/site.config';
import type { DocFooterProps } from '../../chrome/DocFooter';
import { cmsBackendConfig } from '../../lib/cms/backendSettings';
import { docCollectionName } from '../../lib/cms/cmsConfig';
import { cmsEntryUrl, editUrlOf, repositoryEditUrl } from '../../lib/docs/editUrl';
import { lastUpdateOf } from '../../lib/docs/lastUpdate';
import type { DocRecord } from '../../lib/docs/record';
import { defaultLocaleOf } from '../../lib/locales';
import { currentVersionOf } from '../../lib/versions';
import { contentInRepository } from '../cms/contentInRepository';
import { contentRoot } from '../content/contentRoot';
import { lastUpdatesOf } from '../docs/gitLastUpdates';

/** What a doc's footer is made of: its front matter's overrides, where it is in the docs and its file. */
type FooterDoc = Pick<
  DocRecord,
  'docsPath' | 'version' | 'locale' | 'customEditUrl' | 'editUrlHidden' | 'lastUpdateDate' | 'lastUpdateAuthor'
> & { parent?: string | null };

const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * The doc's entry in the CMS, if the CMS edits it: the current docs of the default locale, their
 * `.mdx` files, each folder a collection. Asked only when the CMS commits to a Git host (CMS_BACKEND).
 */
function cmsEntry(doc: FooterDoc, pathPrefix: string): string | undefined {
  const edited =
    doc.version === currentVersionOf(siteConfig.docs.versions).name &&
    doc.locale === defaultLocaleOf(siteConfig.i18n).code &&
    doc.docsPath.endsWith('.mdx');
  if (!edited) return undefined;
  const { dir, name } = path.posix.parse(doc.docsPath);
  return cmsEntryUrl(pathPrefix, docCollectionName(dir), name);
}

/**
 * What the end of each doc's page shows ("Edit this page", "Last updated on … by …"), for
 * createPages: the history of the content is read once, here, for every doc (gitLastUpdates.ts).
 * Each doc's file is its node's parent's, wherever its folder is (a version's, a locale's).
 */
export async function docFooters({
  cache,
  reporter,
  getNode,
  basePath,
}: Pick<CreatePagesArgs, 'cache' | 'reporter' | 'getNode' | 'basePath'>): Promise<(doc: FooterDoc) => DocFooterProps> {
  const root = contentRoot();
  const updates = await lastUpdatesOf(root, { cache, reporter });
  const pathPrefix = basePath === '/' ? '' : basePath;
  const { repository } = siteConfig;
  const inRepository = contentInRepository();
  // Without a Git backend the CMS edits through a local decap-server only: readers of the site cannot use it.
  const cmsCommits = cmsBackendConfig(process.env).backend.name !== 'proxy';
  return (doc) => {
    const file = doc.parent ? (getNode(doc.parent) as { absolutePath?: string } | undefined)?.absolutePath : undefined;
    const inContent = file && toPosix(path.relative(root, file));
    const editUrl = editUrlOf({
      ...(doc.editUrlHidden ? { custom: null } : doc.customEditUrl ? { custom: doc.customEditUrl } : {}),
      cms: cmsCommits ? cmsEntry(doc, pathPrefix) : undefined,
      repository:
        repository && inContent ? repositoryEditUrl(repository, path.posix.join(inRepository, inContent)) : undefined,
    });
    const lastUpdate = lastUpdateOf(
      { date: doc.lastUpdateDate, author: doc.lastUpdateAuthor },
      file ? updates.get(file) : undefined,
    );
    return { ...(editUrl && { editUrl }), ...(lastUpdate && { lastUpdate }) };
  };
}
