import React, { useEffect } from 'react';
import { graphql, navigate, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import { pageExists } from '../browser/pageExists';
import { sitePathPrefix } from '../browser/pathPrefix';
import { useSiteChrome } from '../contexts/useSiteChrome';
import { headTagsOf } from '../lib/head';
import { htmlSuffixRoute } from '../lib/hosting/pageAliases';
import { notFoundRedirect } from '../lib/notFoundRedirect';
import { stripPathPrefix } from '../lib/paths';
import Seo from '../components/Seo';
import * as styles from './404.module.css';

export const query = graphql`
  query NotFoundPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;

/** Shown for any path that is not a page, with a way back into the docs. */
export default function NotFoundPage({ location }: PageProps<Queries.NotFoundPageQuery>) {
  const { topPages, settings } = useSiteChrome();

  // `/resources.html` and `/resources/index.html` are the resources page when no exact route matches;
  // old paths follow the redirects of the site config.
  useEffect(() => {
    let current = true;
    const pathname = stripPathPrefix(location.pathname, sitePathPrefix());
    const route = htmlSuffixRoute(pathname);
    void (route === null ? Promise.resolve(false) : pageExists(route)).then((exists) => {
      const target = notFoundRedirect(
        { pathname, search: location.search, hash: location.hash },
        new Set(exists && route !== null ? [route] : []),
        settings.redirects,
      );
      if (current && target) void navigate(target, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [location, settings.redirects]);

  return (
    <div className={styles.notFound}>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may have a typo.</p>
      <p>
        <a href={withPrefix('/')}>Go to the documentation home</a>, or pick a page:
      </p>
      <ul>
        {topPages.map((page) => (
          <li key={page.href}>
            <a href={withPrefix(page.href)}>{page.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  const tags = headTagsOf(
    { title: 'Page Not Found', description: 'This page does not exist in the Trove documentation.' },
    { siteUrl: data.site!.siteMetadata!.siteUrl!, pathPrefix: sitePathPrefix() },
  );
  return (
    <>
      <Seo {...tags} />
      <meta name="robots" content="noindex" />
    </>
  );
}
