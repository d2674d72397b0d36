import React, { useEffect } from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import siteConfig from '../config/site.config';
import { notFoundRedirect } from '../lib/notFoundRedirect';
import { stripPathPrefix } from '../lib/paths';
import Layout from '../theme/Layout';
import Link from '../theme/Link';
import { sitePathPrefix } from '../theme/Link/pathPrefix';
import Seo from '../theme/Seo';
import * as styles from './404.module.css';

export const query = graphql`
  query NotFoundPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allDoc(filter: { draft: { eq: false } }, sort: { sourceFile: ASC }) {
      nodes {
        path
        title
      }
    }
  }
`;

/** Shown for any path that is not a page (spec section 2), with a way back into the docs. */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  // `/resources.html` and `/resources/index.html` are the resources page when no exact route matches;
  // old paths follow the redirects of the site config.
  useEffect(() => {
    const routes = new Set(data.allDoc.nodes.map((doc) => doc.path));
    const pathname = stripPathPrefix(location.pathname, sitePathPrefix());
    const target = notFoundRedirect(
      { pathname, search: location.search, hash: location.hash },
      routes,
      siteConfig.redirects,
    );
    if (target) void navigate(target, { replace: true });
  }, [data, location]);

  return (
    <Layout pathname={location.pathname}>
      <div className={styles.notFound}>
        <h1>Page not found</h1>
        <p>We could not find what you were looking for. The page may have moved, or the link may have a typo.</p>
        <p>
          <Link href="/">Go to the documentation home</Link>, or pick a page:
        </p>
        <ul>
          {data.allDoc.nodes.map((doc) => (
            <li key={doc.path}>
              <Link href={doc.path}>{doc.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return (
    <>
      <Seo
        title="Page Not Found"
        description="This page does not exist in the Trove documentation."
        siteUrl={data.site!.siteMetadata!.siteUrl!}
      />
      <meta name="robots" content="noindex" />
    </>
  );
}
