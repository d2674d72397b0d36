import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ADMIN_DIR } from '../cms/adminApp';

/**
 * Serves the CMS's page at /admin/ under `gatsby develop` (`npm run cms`). The develop server serves
 * public/'s other files as they are, but answers every HTML page from its own renderer, which knows
 * only the site's pages, so /admin/ would be its not-found page.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  app.get(
    [`/${ADMIN_DIR}/`, `/${ADMIN_DIR}/index.html`],
    (_request: unknown, response: { sendFile: (file: string) => void }) =>
      response.sendFile(path.resolve('public', ADMIN_DIR, 'index.html')),
  );
};
