import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { docIdOf, docRoute } from '../lib/paths';
import type { SiteConfig } from '../config/schema';
import { currentVersionOf } from '../lib/versions';

/**
 * Each doc file's absolute path and its route, read before Gatsby compiles the MDX, so a link to a
 * doc's file can become the doc's route. Front matter is read with gray-matter, the parser
 * gatsby-plugin-mdx uses; files it cannot read are left out here and fail the build in onCreateNode.
 */
export function docRoutesByFile(config: SiteConfig): Map<string, string> {
  const docsDir = path.resolve(config.docs.path);
  const version = currentVersionOf(config.docs.versions);
  const routes = new Map<string, string>();
  for (const entry of fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.mdx?$/.test(entry)) continue;
    const file = path.join(docsDir, entry);
    let id: unknown;
    try {
      id = matter(fs.readFileSync(file, 'utf8')).data.id;
    } catch {
      continue;
    }
    routes.set(file, docRoute(version.path, docIdOf(file, typeof id === 'string' ? id : undefined), version.mainDocId));
  }
  return routes;
}
