/** The loader script's attribute holding the page's path. */
export const PAGE_PATH_ATTRIBUTE = 'data-page-path';

/** Id of the inline script in which Gatsby tells its runtime which page this is. */
export const GATSBY_LOADER_SCRIPT_ID = 'gatsby-script-loader';

/**
 * Gatsby's loader script with the page's path moved out of its text into an attribute it reads,
 * so the script is the same on every page and the Content Security Policy allows it by one hash
 * (a hash per page would make the policy grow with the site). Throws when Gatsby writes the script
 * in another form than this site knows, rather than build pages the policy would break.
 */
export function pageIndependentLoaderScript(script: string): { script: string; pagePath: string } {
  const assignment = /window\.pagePath=("(?:[^"\\]|\\.)*");/.exec(script);
  if (!assignment)
    throw new Error(
      `Gatsby's loader script (#${GATSBY_LOADER_SCRIPT_ID}) no longer sets window.pagePath as this site expects: ` +
        `${script.slice(0, 120)}. Update src/lib/pageScripts.ts for this version of Gatsby.`,
    );
  return {
    pagePath: JSON.parse(assignment[1]) as string,
    script: script.replace(
      assignment[0],
      `window.pagePath=document.currentScript.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});`,
    ),
  };
}
