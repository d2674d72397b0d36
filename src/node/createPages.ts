import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import siteConfig from '../config/site.config';
import { splitSections, type Heading } from '../lib/headings';
import { duplicateRoutes } from '../lib/paths';
import {
  buildBreadcrumbs,
  leavesOf,
  paginate,
  resolveSidebar,
  type DocSummary,
  type SidebarEntry,
  type SidebarLink,
} from '../lib/sidebar';
import { buildToc } from '../lib/toc';
import { navbarReferenceProblems } from '../lib/navbar';
import { defaultLocaleOf } from '../lib/locales';
import { currentVersionOf, mainDocRoute } from '../lib/versions';
import { plainText } from '../lib/search/plainText';
import type { DocPageContext } from '../templates/docPageContext';
import { ERROR_IDS } from './errorMap';
import { createTestFixturePages, testFixturesEnabled } from './createTestFixturePages';
import { writeSearchIndex } from './searchIndex';

interface DocsQuery {
  allDoc: {
    nodes: Array<{
      id: string;
      docId: string;
      path: string;
      sidebar: string | null;
      title: string;
      sidebarLabel: string | null;
      draft: boolean;
      headings: Heading[];
      sourceFile: string;
      contentFilePath: string;
      parent: { body: string };
    }>;
  };
}

const docTemplate = path.resolve('src/templates/DocPage.tsx');

/**
 * Creates one page per doc from the data layer, with its sidebar, TOC, breadcrumbs and pagination,
 * then the search index of those docs.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<DocsQuery>(`
    query CreateDocPages {
      allDoc(sort: { sourceFile: ASC }) {
        nodes {
          id
          docId
          path
          sidebar
          title
          sidebarLabel
          draft
          headings {
            depth
            value
            id
          }
          sourceFile
          contentFilePath
          parent {
            ... on Mdx {
              body
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the docs to create their pages', result.errors);
    return;
  }
  // Drafts stay visible while editing (gatsby develop) and out of the published site.
  const publishDrafts = process.env.NODE_ENV !== 'production';
  const allDocs = result.data.allDoc.nodes;
  const docs = allDocs.filter((doc) => publishDrafts || !doc.draft);

  for (const [route, files] of duplicateRoutes(docs.map((doc) => ({ route: doc.path, file: doc.sourceFile })))) {
    reporter.warn(
      `Duplicate route ${route}: ${files.join(', ')} all claim it; ${files[files.length - 1]} is served. ` +
        'Give each doc a distinct "id" in its front matter.',
    );
  }

  const summaries = new Map<string, DocSummary>(
    docs.map((doc) => [
      doc.docId,
      { id: doc.docId, title: doc.title, sidebarLabel: doc.sidebarLabel ?? undefined, route: doc.path },
    ]),
  );
  const version = currentVersionOf(siteConfig.docs.versions);
  const locale = defaultLocaleOf(siteConfig.i18n);

  const problems = navbarReferenceProblems(siteConfig, new Set(summaries.keys()));
  if (problems.length > 0) {
    reporter.panicOnBuild({
      id: ERROR_IDS.docReference,
      context: {
        message: `Invalid references in src/config/site.config.ts:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
      },
    });
    return;
  }

  let sidebars: Record<string, SidebarEntry[]>;
  try {
    sidebars = Object.fromEntries(
      Object.entries(siteConfig.sidebars).map(([id, items]) => [id, resolveSidebar(id, items, summaries)]),
    );
  } catch (error) {
    reporter.panicOnBuild({ id: ERROR_IDS.docReference, context: { message: (error as Error).message } });
    return;
  }

  const versionMetadata = {
    ...version,
    docs: docs.map((doc) => doc.docId),
    draftIds: allDocs.filter((doc) => doc.draft).map((doc) => doc.docId),
    sidebars: Object.keys(siteConfig.sidebars),
  };
  const homeRoute = mainDocRoute(version);

  for (const doc of docs) {
    const sidebar = doc.sidebar ? sidebars[doc.sidebar] : [];
    const context: DocPageContext = {
      id: doc.id,
      docId: doc.docId,
      sidebarId: doc.sidebar ?? undefined,
      sidebar,
      toc: buildToc(doc.headings),
      breadcrumbs: version.breadcrumbs ? buildBreadcrumbs(summaries.get(doc.docId)!, homeRoute) : [],
      ...paginate(sidebar, doc.docId),
      version: versionMetadata,
      locale,
    };
    actions.createPage({
      path: doc.path,
      component: `${docTemplate}?__contentFilePath=${doc.contentFilePath}`,
      context,
    });
  }
  // The search index holds what was published, and offers the sidebars' pages when nothing matches.
  await writeSearchIndex(
    docs.map((doc) => ({
      title: doc.title,
      route: doc.path,
      // Temporary adapter: sections from the MDX source, until they come from the compiled HTML tree.
      sections: splitSections(doc.parent.body).map(({ heading, lines }) => ({ heading, text: plainText(lines) })),
    })),
    leavesOf<SidebarLink>(Object.values(sidebars).flat()),
  );
  if (testFixturesEnabled()) createTestFixturePages(actions);
};
