import path from 'node:path';
import type { Navigation } from '../../config/navigationSchema';
import siteConfig from '../../config/site.config';
import { cmsBackendConfig } from '../../lib/cms/backendSettings';
import { docFoldersOf } from '../../lib/cms/cmsConfig';
import { readVariable } from '../../config/environment';
import { cmsLocalPort, localBackendUrl } from '../../lib/cms/localBackend';
import { developSiteUrl, type DevelopServer } from '../../lib/cms/localSite';
import type { DocRecord } from '../../lib/docs/record';
import { runsDevelop } from '../errors/contentErrors';
import { siteUrl } from '../hosting/siteUrl';
import { writeCmsApp, writeCmsConfig } from './adminApp';
import { contentInRepository } from './contentInRepository';
import { navigationSource } from '../navigation/navigationSource';
import { translationLocales } from '../../lib/locales';

/** Under `gatsby develop`, what the CMS app is written with once /admin/ is asked for (`developCmsApp`). */
let developApp: Parameters<typeof writeCmsApp>[1] | undefined;

/**
 * Writes the CMS at /admin/ for the docs and navigation of this build: the app once, its config
 * each time. Under `npm run cms`, "View Live" opens the site `gatsby develop` serves (`server`,
 * Gatsby's `program`), not the deployed one. `gatsby develop` writes the app when /admin/ is first
 * asked for (`developCmsApp`), not before its first page: bundling the preview took 2.4 of the 2.9 s
 * of createPages on each start (docs/benchmarks.md).
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
  // Each other locale's translations of the current docs are edited in collections of their own.
  const translations = translationLocales(siteConfig.i18n);
  const app = { title: siteConfig.title, pathPrefix, docFolders, translations };
  if (runsDevelop()) developApp = app;
  else await writeCmsApp(publicDir, app);
  await writeCmsConfig(publicDir, {
    backend: cmsBackendConfig(process.env),
    localBackendUrl: localBackendUrl(cmsLocalPort(process.env)),
    contentFolder: contentInRepository(),
    docFolders,
    translations,
    docs: docs.map((doc) => ({ id: doc.docId, title: doc.title })),
    sidebarIds: Object.keys(navigation.sidebars),
    versionNames: siteConfig.docs.versions.map((version) => version.name),
    siteUrl: (readVariable(process.env, 'TROVE_CMS_LOCAL_EDITING') && developSiteUrl(server)) || siteUrl(),
    navigationSource: navigationSource(),
  });
}

/** Under `gatsby develop`: writes the CMS app into public/admin/ (once per process), once the site has built. */
export function developCmsApp(): Promise<void> {
  if (!developApp)
    return Promise.reject(
      new Error(
        'the site has not built yet: fix the error the terminal and the overlay show, then open /admin/ again.',
      ),
    );
  return writeCmsApp(path.resolve('public'), developApp);
}
