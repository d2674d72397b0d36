import React from 'react';
import { withPrefix } from 'gatsby';
import siteConfig from '../../config/site.config';
import { pageTitle } from '../../lib/head';
import { defaultLocaleOf } from '../../lib/locales';
import { absoluteUrl } from '../../lib/paths';

interface Props {
  title: string;
  description: string;
  /** Route of the page without the path prefix; omitted for pages that must not be canonical (404). */
  route?: string;
  siteUrl: string;
}

/**
 * Head tags of a page, rendered at build time by Gatsby's Head API. Site-wide tags (icon, theme
 * colour) are in gatsby-ssr's onRenderBody instead: Gatsby swaps these out on every route change.
 */
export default function Seo({ title, description, route, siteUrl }: Props) {
  const fullTitle = pageTitle(title, siteConfig.title, siteConfig.titleDelimiter);
  const url = route === undefined ? undefined : absoluteUrl(siteUrl, withPrefix(route));
  const image = absoluteUrl(siteUrl, withPrefix(siteConfig.socialImage));
  const locale = defaultLocaleOf(siteConfig.i18n);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={locale.htmlLang.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
