import { navigate, withPrefix } from 'gatsby';
import { isExternalHref, stripPathPrefix } from '../lib/paths';
import { sitePathPrefix } from './pathPrefix';
import { prepareRouteLoads } from './routeLoadingOnDemand';

interface GatsbyLoader {
  hovering: (path: string) => void;
  enqueue: (path: string) => void;
}

const loader = () => (window as Window & { ___loader?: GatsbyLoader }).___loader;

/** The site path an anchor leads to (prefix included), or nothing for links the router does not take. */
function internalPath(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href') ?? '';
  if (isExternalHref(href) || href.startsWith('#') || anchor.target || anchor.hasAttribute('download'))
    return undefined;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin && url.pathname.startsWith(withPrefix('/')) ? url.pathname : undefined;
}

const anchorOf = (event: Event) => (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;

let visible: IntersectionObserver | undefined;

/**
 * The site's links are plain anchors in HTML built at build time; they behave like Gatsby's Link:
 * a click goes through Gatsby's router (no page reload), and a link prefetches its page when it is
 * hovered, touched or visible. Gatsby's loader skips prefetching on 2g and Save-Data (and
 * `prefetchPolicy` makes hovering follow the same rule). Call once.
 */
export function enableLinks(): void {
  document.addEventListener('click', (event) => {
    const anchor = anchorOf(event);
    const path = anchor && internalPath(anchor);
    if (
      !path ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    const url = new URL(anchor.href);
    void navigate(`${stripPathPrefix(path, sitePathPrefix())}${url.search}${url.hash}`);
  });
  const prefetch = (event: Event) => {
    const anchor = anchorOf(event);
    const path = anchor && internalPath(anchor);
    if (!path) return;
    loader()?.hovering(path);
    // The reader may follow the link: route-change handling loads with the page's prefetch.
    void prepareRouteLoads().catch(() => undefined);
  };
  document.addEventListener('mouseover', prefetch);
  document.addEventListener('touchstart', prefetch, { passive: true });
  visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible?.unobserve(entry.target);
      const path = internalPath(entry.target as HTMLAnchorElement);
      if (path) loader()?.enqueue(path);
    }
  });
  observeLinks();
}

/** Watches the page's links for visibility; called again after each route change, for the new page's links. */
export function observeLinks(): void {
  if (!visible) return;
  visible.disconnect();
  document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((anchor) => {
    if (internalPath(anchor)) visible?.observe(anchor);
  });
}
