/** robots.txt that allows everything and names the sitemap index gatsby-plugin-sitemap writes. */
export function robotsTxt(siteUrl: string, pathPrefix = ''): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${pathPrefix}/sitemap-index.xml\n`;
}
