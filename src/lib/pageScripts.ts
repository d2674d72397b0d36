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

/** Id of the `<template>` that holds Gatsby's scripts slice until the page has painted. */
export const HELD_SCRIPTS_ID = 'gatsby-held-scripts';

/**
 * The global promise the held-scripts loader sets: it settles once every script it started has
 * loaded or failed, so that the base-URL banner can tell "the bundles did not load" from "they have
 * not been asked for yet".
 */
export const HELD_SCRIPTS_SETTLED = '__troveScriptsSettled';

/**
 * Starts Gatsby's scripts, held inert in `<template id="gatsby-held-scripts">` (a template's scripts
 * are neither fetched nor run, and the preload scanner skips them), once the browser reports the
 * first contentful paint; where it cannot, after the first frame. Each script is copied out of the
 * template with its attributes and text: the inline ones (chunk map, compilation hash) run at once,
 * in order, before any bundle, and the bundles load async as Gatsby writes them.
 *
 * Why: Lighthouse's simulated LCP (Lantern) counts every request that finished before the LCP it
 * saw in its unthrottled trace; the bundles, started by the parser, always had, and added about
 * 450 to 800 ms to an LCP that a real browser paints at first paint. Started after the paint, they
 * no longer count (docs/benchmarks.md, "Decisions and the measurements behind them").
 *
 * The same text on every page, so the Content Security Policy allows it by one hash.
 */
export const HELD_SCRIPTS_LOADER = `(function(){var held=document.getElementById(${JSON.stringify(HELD_SCRIPTS_ID)}),started=false,settle;window[${JSON.stringify(HELD_SCRIPTS_SETTLED)}]=new Promise(function(resolve){settle=resolve});function start(){if(started)return;started=true;var scripts=held.content.querySelectorAll('script'),pending=0;function done(){if(--pending===0)settle()}for(var i=0;i<scripts.length;i++){var from=scripts[i],to=document.createElement('script');for(var j=0;j<from.attributes.length;j++)to.setAttribute(from.attributes[j].name,from.attributes[j].value);if(from.hasAttribute('src')){pending++;to.onload=to.onerror=done}else to.text=from.text;held.parentNode.insertBefore(to,held)}if(pending===0)settle()}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(start,0)})})()`;
