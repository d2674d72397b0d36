import React, { useRef } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useDocSidebars } from '../contexts/useDocSidebars';
import type { TocItem } from '../lib/toc';
import Breadcrumbs from '../theme/Breadcrumbs';
import DocContent from '../theme/DocContent';
import DocPaginator from '../theme/DocPaginator';
import DocSidebar from '../theme/DocSidebar';
import ComponentErrorBoundary from '../theme/ErrorBoundary/ComponentErrorBoundary';
import Layout from '../theme/Layout';
import SearchHighlight from '../theme/SearchHighlight';
import Seo from '../theme/Seo';
import TOC from '../theme/TOC';
import TOCCollapsible from '../theme/TOCCollapsible';
import type { DocPageContext } from './docPageContext';
import * as styles from './DocPage.module.css';

export const query = graphql`
  query DocPage($id: String!, $docLinks: JSON) {
    doc(id: { eq: $id }) {
      title
      description
      route
      html(links: $docLinks)
      toc
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;

/** Every doc's page: sidebar, breadcrumbs, the body rendered at build time, pagination and table of contents. */
export default function DocPage({ data, pageContext, location }: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const { docId, sidebarId, breadcrumbs, previous, next, version, versionRoutes } = pageContext;
  const sidebar = useDocSidebars()[sidebarId ?? ''] ?? [];
  const doc = data.doc!;
  const toc = doc.toc as unknown as TocItem[];
  const articleRef = useRef<HTMLElement>(null);
  return (
    <Layout
      pathname={location.pathname}
      doc={{ id: docId, sidebarId, version, versionRoutes }}
      sidebar={
        sidebar.length > 0 ? (
          <ComponentErrorBoundary part="sidebar">
            <DocSidebar items={sidebar} currentDocId={docId} />
          </ComponentErrorBoundary>
        ) : undefined
      }
    >
      <div className={styles.docLayout}>
        <div className={styles.docColumn}>
          <Breadcrumbs items={breadcrumbs} />
          <ComponentErrorBoundary part="table of contents">
            <TOCCollapsible items={toc} />
          </ComponentErrorBoundary>
          <article ref={articleRef} className={styles.markdown}>
            <h1>{doc.title}</h1>
            <DocContent html={doc.html} />
          </article>
          <SearchHighlight search={location.search} container={articleRef} />
          <DocPaginator previous={previous} next={next} />
        </div>
        <ComponentErrorBoundary part="table of contents">
          <TOC items={toc} />
        </ComponentErrorBoundary>
      </div>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = data.doc!;
  return (
    <Seo
      title={doc.title}
      description={doc.description}
      route={doc.route}
      siteUrl={data.site!.siteMetadata!.siteUrl!}
    />
  );
}
