import path from 'node:path';
import type { Navigation } from '../../config/navigationSchema';
import siteConfig from '../../config/site.config';
import { cmsBackendConfig } from '../../lib/cms/backendSettings';
import { docFoldersOf } from '../../lib/cms/cmsConfig';
import { readVariable } from '../../config/environment';
import { cmsLocalPort, localBackendUrl } from '../../lib/cms/localBackend';
import { developSiteUrl, type DevelopServer } from '../../lib/cms/localSite';
import type { DocRecord } from '../../lib/docs/record';
import { siteUrl } from '../hosting/siteUrl';
import { writeCmsApp, writeCmsConfig } from './adminApp';
import { contentInRepository } from './contentInRepository';
import { navigationSource } from '../navigation/navigationSource';

/**
 * Writes the CMS at /admin/ for the docs and navigation of this build: the app once, its config
 * each time. Under `npm run cms`, "View Live" opens the site `gatsby develop` serves (`server`,
 * Gatsby's `program`), not the deployed one.
 */
export async function publishCms({
  docs,
  navigation,
  pathPrefix,
  server,
}: {
  docs: ReadonlyArray<Pick<DocRecord, 'docId' | 'title' | 'docsPath'>>;
  navigation: Navigation;
  pathPrefix: string;
  server: DevelopServer;
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
    siteUrl: (readVariable(process.env, 'TROVE_CMS_LOCAL_EDITING') && developSiteUrl(server)) || siteUrl(),
    navigationSource: navigationSource(),
  });
}
