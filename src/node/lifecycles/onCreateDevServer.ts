import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ADMIN_DIR } from '../cms/adminApp';
import { developCmsApp } from '../cms/publishCms';
import { CONTENT_DATA_SOURCE } from '../content/contentDataSource';
import { commitContentEditsAtOnce } from '../content/editsAtOnce';
import { docsSourceOfSet, sourcedDocSets } from '../docs/versionFolders';
import { NAVIGATION_SOURCE } from '../navigation/loadNavigation';

interface Response {
  sendFile: (file: string) => void;
  status: (code: number) => Response;
  send: (body: string) => void;
}

/**
 * Serves the CMS's page at /admin/ under `gatsby develop` (`npm run cms`). The develop server serves
 * public/'s other files as they are, but answers every HTML page from its own renderer, which knows
 * only the site's pages, so /admin/ would be its not-found page. The CMS app is written on the first
 * request, so that starting the server does not wait for it (src/node/cms/publishCms.ts); the page's
 * scripts are then on disk before the browser asks for them. A saved content file is committed to
 * the data layer at once (src/node/content/editsAtOnce.ts).
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, reporter }) => {
  const contentSources = new Set([...sourcedDocSets().map(docsSourceOfSet), NAVIGATION_SOURCE, CONTENT_DATA_SOURCE]);
  commitContentEditsAtOnce((source) => contentSources.has(source));
  app.get([`/${ADMIN_DIR}/`, `/${ADMIN_DIR}/index.html`], (_request: unknown, response: Response) => {
    developCmsApp().then(
      () => response.sendFile(path.resolve('public', ADMIN_DIR, 'index.html')),
      (error: Error) => {
        reporter.error(`The CMS app (public/${ADMIN_DIR}/) could not be written: ${error.message}`);
        response.status(500).send(`The CMS app could not be written: ${error.message}`);
      },
    );
  });
};
