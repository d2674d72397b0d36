import React, { lazy, Suspense, useRef, useSyncExternalStore, type ReactElement } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import DocContent from '../components/DocContent';
import HtmlPart from '../components/HtmlPart';
import Seo from '../components/Seo';
import type { DocPageContext } from '../lib/docPageContext';
import * as styles from './DocPage.module.css';
import { docArticle } from './docArticle';

// Only a page a search result opened (`?highlight=`) needs the code that marks the matched words.
const SearchTermMarks = lazy(() => import(/* webpackChunkName: "search-marks" */ '../components/SearchTermMarks'));

const noSubscription = () => () => undefined;

export const query = graphql`
  query DocPage($id: String!, $docLinks: JSON, $bodyLanguage: JSON) {
    doc(id: { eq: $id }) {
      title
      html(links: $docLinks, language: $bodyLanguage)
    }
  }
`;

/**
 * Every doc's page: breadcrumbs, the body, pagination and table of contents, all HTML the build
 * rendered; the layout around it (gatsby-browser's wrapPageElement) adds navbar, sidebar and footer.
 */
export default function DocPage({ data, pageContext, location }: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const { chrome } = pageContext;
  const articleRef = useRef<HTMLElement>(null);
  // The build's HTML has no query string, so hydration renders as the build did, without marks;
  // only a page opened with `?highlight=` renders again after hydration, to add them.
  const marked = useSyncExternalStore(
    noSubscription,
    () => location.search.includes('highlight='),
    () => false,
  );
  return (
    <div className={styles.docLayout}>
      <div className={styles.docColumn}>
        <HtmlPart html={chrome.breadcrumbs} />
        <HtmlPart html={chrome.tocMobile} />
        {docArticle(
          React.createElement as (type: string, props: object | null, ...children: unknown[]) => ReactElement,
          {
            title: data.doc!.title,
            ref: articleRef,
            hideTitle: pageContext.hideTitle,
            language: pageContext.bodyLanguage,
          },
          <DocContent html={data.doc!.html} />,
        )}
        {marked && (
          <Suspense fallback={null}>
            <SearchTermMarks search={location.search} container={articleRef} />
          </Suspense>
        )}
        {chrome.docFooter && <HtmlPart html={chrome.docFooter} />}
        <HtmlPart html={chrome.pager} />
      </div>
      <HtmlPart html={chrome.toc} />
    </div>
  );
}

export function Head({ pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  return <Seo {...pageContext.head} />;
}
