/** The loader script's attribute holding the page's path. */
export const PAGE_PATH_ATTRIBUTE = 'data-page-path';

/** Id of the inline script in which Gatsby tells its runtime which page this is. */
export const GATSBY_LOADER_SCRIPT_ID = 'gatsby-script-loader';

/**
 * Gatsby's loader script (cache-dir/static-entry.js) as every page holds it: the page's path is read
 * from the script's attribute instead of being written in its text, so the script is the same on
 * every page and the Content Security Policy allows it by one hash (a hash per page would make the
 * policy grow with the site).
 */
export const LOADER_SCRIPT = `/*<![CDATA[*/window.pagePath=document.currentScript.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});/*]]>*/`;

/** The script as Gatsby writes it with slices on: the page's path and nothing else. */
const GATSBY_LOADER_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/**
 * `LOADER_SCRIPT` in place of Gatsby's loader script, and the page's path it held. Throws when
 * Gatsby writes the script in another form than this site knows, rather than build pages the
 * policy would break.
 */
export function pageIndependentLoaderScript(script: string): { script: string; pagePath: string } {
  const written = GATSBY_LOADER_SCRIPT.exec(script);
  if (!written)
    throw new Error(
      `Gatsby's loader script (#${GATSBY_LOADER_SCRIPT_ID}) no longer sets window.pagePath alone as this site expects: ` +
        `${script.slice(0, 120)}. Update src/lib/pageScripts.ts for this version of Gatsby.`,
    );
  return { script: LOADER_SCRIPT, pagePath: JSON.parse(written[1]) as string };
}
