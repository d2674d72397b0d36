import { navigate, withPrefix } from 'gatsby';
import { isExternalHref, stripPathPrefix } from '../lib/paths';
import { sitePathPrefix } from '../theme/Link/pathPrefix';

interface GatsbyLoader {
  hovering: (path: string) => void;
  enqueue: (path: string) => void;
}

const loader = () => (window as Window & { ___loader?: GatsbyLoader }).___loader;

/** The site path an anchor of the content leads to (prefix included), or nothing for links that leave the page's router. */
function internalPath(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href') ?? '';
  if (isExternalHref(href) || href.startsWith('#') || anchor.target || anchor.hasAttribute('download'))
    return undefined;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin && url.pathname.startsWith(withPrefix('/')) ? url.pathname : undefined;
}

const anchorOf = (event: Event) => (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;

/**
 * The links of a doc's static HTML behave like the site's other links: a click goes through
 * Gatsby's router (no page reload), and a link prefetches its page when it is visible, hovered or
 * touched; Gatsby's loader skips prefetching on 2g and Save-Data (and `prefetchPolicy` on hover).
 */
export function enableContentLinks(container: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
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
  };
  const prefetch = (event: Event) => {
    const anchor = anchorOf(event);
    const path = anchor && internalPath(anchor);
    if (path) loader()?.hovering(path);
  };
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      const path = internalPath(entry.target as HTMLAnchorElement);
      if (path) loader()?.enqueue(path);
    }
  });
  container.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((anchor) => {
    if (internalPath(anchor)) visible.observe(anchor);
  });
  container.addEventListener('click', onClick);
  container.addEventListener('mouseover', prefetch);
  container.addEventListener('touchstart', prefetch, { passive: true });
  return () => {
    visible.disconnect();
    container.removeEventListener('click', onClick);
    container.removeEventListener('mouseover', prefetch);
    container.removeEventListener('touchstart', prefetch);
  };
}
