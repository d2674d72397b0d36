import React from 'react';
import type { HeadTags } from '../../lib/head';

/**
 * Head tags of a page, rendered at build time by Gatsby's Head API and again on each route change.
 * Site-wide tags (icon, theme colour) are in gatsby-ssr's onRenderBody instead: Gatsby swaps these
 * out on every route change. X (Twitter) cards read title, description and image from the Open
 * Graph tags, so only the card type is their own.
 */
export default function Seo({ title, description, url, image, siteName, locale, meta }: HeadTags) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {meta?.map((tag) => (
        <meta key={tag.name} {...tag} />
      ))}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={locale} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
