import { HELD_SCRIPTS_SETTLED } from '../../lib/pageScripts';

/** Id of the banner element the inline script reveals. */
export const BASE_URL_BANNER_ID = 'base-url-banner';

/** Set by the app's entry; when it is missing at the window's load event, the app's scripts never ran. */
export const APP_STARTED_FLAG = '__troveAppStarted';

/** The banner's attribute holding the route its page was built for. */
export const ROUTE_ATTRIBUTE = 'data-route';

/**
 * The path prefix the site seems to be served under, from where this page is (`pathname`) and the
 * route it was built for: "/sub/wants" for route "/wants" means "/sub". Source text, as the script
 * runs it: the text of a compiled function would depend on the compiler, and the Content Security
 * Policy allows the script by the hash of its exact text.
 */
const SUGGEST_PATH_PREFIX = `function(pathname,route){function trim(p){return p.length>1&&p.slice(-1)==='/'?p.slice(0,-1):p}var here=trim(pathname),own=trim(route);if(own==='/')return here==='/'?'':here;return here.slice(-own.length)===own?here.slice(0,here.length-own.length):''}`;

/**
 * Inline script that shows the banner when the site's JavaScript did not start by the load event,
 * or, as Gatsby's scripts are started after the first paint (src/lib/pageScripts.ts), by the time
 * they have all loaded or failed, whichever is later: the usual sign that the site is served under another base path than it was built for. It names
 * the path prefix to build with. The page's route comes from the banner's attribute, so the script
 * is the same text on every page: one hash in the Content Security Policy.
 */
export const BASE_URL_BANNER_SCRIPT = `(function(){var suggest=${SUGGEST_PATH_PREFIX};window.addEventListener('load',function(){Promise.resolve(window[${JSON.stringify(HELD_SCRIPTS_SETTLED)}]).then(check)});function check(){if(window[${JSON.stringify(APP_STARTED_FLAG)}])return;var b=document.getElementById(${JSON.stringify(BASE_URL_BANNER_ID)});if(!b)return;var p=suggest(location.pathname,b.getAttribute(${JSON.stringify(ROUTE_ATTRIBUTE)})||'/');var c=b.querySelector('[data-prefix]');if(c)c.textContent=p||'/';var d=b.querySelector('[data-command]');if(d)d.textContent=p?'PATH_PREFIX='+p+' npx gatsby build --prefix-paths':'npx gatsby build';b.hidden=false}})()`;

/**
 * The banner's style, in a style element of its own: when the base path is wrong, no stylesheet of
 * the site can be relied on, and the Content Security Policy forbids style attributes.
 */
export const BASE_URL_BANNER_STYLE = `#${BASE_URL_BANNER_ID}{position:fixed;inset:0 0 auto 0;z-index:1000;padding:1rem;background:#fdecec;color:#8a1c12;border-bottom:3px solid #b42318;font:16px/1.5 system-ui,sans-serif}`;
