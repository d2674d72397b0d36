import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import siteConfig from '../config/site.config';
import { extractHeadings } from '../lib/headings';
import { FrontMatterError, parseFrontMatter } from '../lib/frontMatter';
import { docIdOf, docRoute } from '../lib/paths';
import { sidebarOfDoc } from '../lib/sidebar';
import { currentVersionOf } from '../lib/versions';
import { ERROR_IDS } from './errorMap';

interface MdxNode {
  id: string;
  body: string;
  frontmatter?: Record<string, unknown>;
  internal: { type: string; contentFilePath: string };
}

/** Turns each MDX file of content/docs into a typed `Doc` node, after validating its front matter. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type !== 'Mdx') return;
  const mdx = node as unknown as MdxNode;
  const file = path.relative(process.cwd(), mdx.internal.contentFilePath);
  let frontMatter;
  try {
    frontMatter = parseFrontMatter(file, mdx.frontmatter);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    reporter.panicOnBuild({ id: ERROR_IDS.frontMatter, context: { message: error.message } });
    return;
  }
  const docId = docIdOf(file, frontMatter.id);
  // The docs folder is the current version; older versions would be sourced from their own folders.
  const version = currentVersionOf(siteConfig.docs.versions);
  const doc = {
    docId,
    path: docRoute(version.path, docId, version.mainDocId),
    sidebar: sidebarOfDoc(docId, siteConfig.sidebars) ?? null,
    title: frontMatter.title,
    description: frontMatter.description,
    sidebarLabel: frontMatter.sidebar_label ?? null,
    sidebarPosition: frontMatter.sidebar_position ?? null,
    draft: frontMatter.draft ?? false,
    headings: extractHeadings(mdx.body),
    sourceFile: file,
    contentFilePath: mdx.internal.contentFilePath,
  };
  const docNode = {
    ...doc,
    id: createNodeId(`Doc-${mdx.id}`),
    parent: mdx.id,
    children: [],
    internal: { type: 'Doc', contentDigest: createContentDigest(doc) },
  };
  actions.createNode(docNode);
  actions.createParentChildLink({ parent: node, child: docNode });
};
