import React, { useRef } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import Breadcrumbs from '../theme/Breadcrumbs';
import DocPaginator from '../theme/DocPaginator';
import DocSidebar from '../theme/DocSidebar';
import ComponentErrorBoundary from '../theme/ErrorBoundary/ComponentErrorBoundary';
import Layout from '../theme/Layout';
import { mdxComponents } from '../theme/MDXComponents';
import SearchHighlight from '../theme/SearchHighlight';
import Seo from '../theme/Seo';
import TOC from '../theme/TOC';
import TOCCollapsible from '../theme/TOCCollapsible';
import type { DocPageContext } from './docPageContext';
import * as styles from './DocPage.module.css';

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      title
      description
      path
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;

/** One doc: sidebar, breadcrumbs, the MDX body, pagination and table of contents. */
export default function DocPage({
  data,
  pageContext,
  children,
  location,
}: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const { docId, sidebarId, sidebar, toc, breadcrumbs, previous, next, version } = pageContext;
  const articleRef = useRef<HTMLElement>(null);
  return (
    <Layout
      pathname={location.pathname}
      doc={{ id: docId, sidebarId, sidebar, version }}
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
            <h1>{data.doc?.title}</h1>
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
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
    <Seo title={doc.title} description={doc.description} route={doc.path} siteUrl={data.site!.siteMetadata!.siteUrl!} />
  );
}
