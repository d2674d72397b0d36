import path from 'node:path';
import type { Navigation } from '../../config/navigationSchema';
import siteConfig from '../../config/site.config';
import { cmsBackendConfig } from '../../lib/cms/backendSettings';
import { docFoldersOf } from '../../lib/cms/cmsConfig';
import { cmsLocalPort, localBackendUrl } from '../../lib/cms/localBackend';
import type { DocRecord } from '../../lib/docs/record';
import { siteUrl } from '../hosting/siteUrl';
import { writeCmsApp, writeCmsConfig } from './adminApp';
import { contentInRepository } from './contentInRepository';
import { navigationSource } from '../navigation/navigationSource';

/** Writes the CMS at /admin/ for the docs and navigation of this build: the app once, its config each time. */
export async function publishCms({
  docs,
  navigation,
  pathPrefix,
}: {
  docs: ReadonlyArray<Pick<DocRecord, 'docId' | 'title' | 'docsPath'>>;
  navigation: Navigation;
  pathPrefix: string;
}): Promise<void> {
  const publicDir = path.resolve('public');
  const docFolders = docFoldersOf(docs.map((doc) => doc.docsPath));
  await writeCmsApp(publicDir, { title: siteConfig.title, pathPrefix, docFolders });
  await writeCmsConfig(publicDir, {
    backend: cmsBackendConfig(process.env),
    localBackendUrl: localBackendUrl(cmsLocalPort(process.env)),
    contentFolder: contentInRepository(),
    docFolders,
    docs: docs.map((doc) => ({ id: doc.docId, title: doc.title })),
    sidebarIds: Object.keys(navigation.sidebars),
    versionNames: siteConfig.docs.versions.map((version) => version.name),
    siteUrl: siteUrl(),
    navigationSource: navigationSource(),
  });
}
