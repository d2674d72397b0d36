import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { robotsTxt } from '../lib/robots';
import { checkBuiltLinks } from './checkBuiltLinks';

/** Writes robots.txt from the site URL, so it always names the sitemap of this build, then checks every link. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, pathPrefix, reporter }) => {
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
  checkBuiltLinks(path.resolve('public'), pathPrefix, reporter);
};
