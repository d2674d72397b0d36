import React, { useEffect } from 'react';
import { graphql, navigate, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import { pageExists } from '../browser/pageExists';
import { sitePathPrefix } from '../browser/pathPrefix';
import { useSiteChrome } from '../contexts/useSiteChrome';
import { headTagsOf } from '../lib/head';
import { formatMessage, messageParts } from '../lib/i18n/format';
import type { NotFoundPageContext } from '../lib/notFoundPageContext';
import { htmlSuffixRoute } from '../lib/hosting/pageAliases';
import { notFoundRedirect } from '../lib/notFoundRedirect';
import { joinPath, stripPathPrefix } from '../lib/paths';
import Seo from '../components/Seo';
import * as styles from './404.module.css';

export const query = graphql`
  query NotFoundPage {
    site {
      siteMetadata {
        siteUrl
        title
      }
    }
  }
`;

/** Shown for any path that is not a page, with a way back into the docs. */
export default function NotFoundPage({
  location,
  pageContext: { strings, prefix = '' },
}: PageProps<Queries.NotFoundPageQuery, NotFoundPageContext>) {
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
      <h1>{strings['notFound.title']}</h1>
      <p>{strings['notFound.text']}</p>
      <p>
        {messageParts(strings, 'notFound.pickPage', {
          homeLink: (
            <a key="home" href={withPrefix(prefix || '/')}>
              {strings['notFound.homeLink']}
            </a>
          ),
        })}
      </p>
      <ul>
        {topPages.map((page) => (
          <li key={page.href}>
            <a href={withPrefix(joinPath(prefix, page.href))}>{page.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Head({
  data,
  pageContext: { strings, locale },
}: HeadProps<Queries.NotFoundPageQuery, NotFoundPageContext>) {
  const tags = headTagsOf(
    {
      title: strings['notFound.browserTitle'],
      description: formatMessage(strings, 'notFound.description', { site: data.site!.siteMetadata!.title! }),
    },
    { siteUrl: data.site!.siteMetadata!.siteUrl!, pathPrefix: sitePathPrefix(), locale },
  );
  return (
    <>
      <Seo {...tags} />
      <meta name="robots" content="noindex" />
    </>
  );
}
