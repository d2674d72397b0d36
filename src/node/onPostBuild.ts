import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { robotsTxt } from '../lib/robots';

/** Writes robots.txt from the site URL, so it always names the sitemap of this build. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, pathPrefix }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  await fs.writeFile(path.resolve('public/robots.txt'), robotsTxt(data!.site.siteMetadata.siteUrl, pathPrefix));
};
