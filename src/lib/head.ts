/** Browser title of a page: "Resources | Trove"; the home page whose title is the site's shows it once. */
export function pageTitle(title: string, siteTitle: string, delimiter: string): string {
  return title === siteTitle ? siteTitle : `${title} ${delimiter} ${siteTitle}`;
}
