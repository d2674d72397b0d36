import React, { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { closeOverlay, useOverlay } from '../../browser/overlays';
import { useSiteChrome } from '../../contexts/useSiteChrome';
import { SIDEBAR_FRAME_CLASSES } from '../../chrome/DocSidebar/names';
import { markSidebar, markSidebarElement } from '../../chrome/DocSidebar/sidebarMarks';
import type { DocPageContext, SidebarMarks } from '../../lib/docPageContext';
import HtmlPart from '../HtmlPart';
import RouteLoadState from '../RouteLoadState';
import { MOBILE_MENU_BUTTON } from '../../chrome/Navbar/names';
import { SEARCH_BUTTON } from '../../chrome/SearchButton/names';
import { MAIN_CONTENT_ID } from '../../chrome/SkipToContent/mainContent';

const MobileMenu = lazy(() => import(/* webpackChunkName: "mobile-menu" */ '../MobileMenu'));
const SearchHost = lazy(() => import(/* webpackChunkName: "search-dialog" */ '../SearchHost'));

// Layout effects mark before paint; the build's HTML renderer has nothing to paint (and would warn).
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The sidebar's markup. The build's HTML marks the page in it (its link, its categories open); in
 * the browser the live element is marked before paint instead: on a route change it is not
 * replaced, so its scroll position and the reader's toggles stay.
 */
function Sidebar({ html, marks }: { html: string; marks: SidebarMarks }) {
  const ref = useRef<HTMLElement>(null);
  const { href, open } = marks;
  useBeforePaint(() => {
    if (ref.current) markSidebarElement(ref.current, href, open);
  }, [href, open]);
  return (
    <aside className={SIDEBAR_FRAME_CLASSES.root}>
      <nav
        ref={ref}
        aria-label="Docs sidebar"
        className={SIDEBAR_FRAME_CLASSES.nav}
        dangerouslySetInnerHTML={{
          // Written as a condition on the build stage itself, so webpack leaves the marking code out of the browser's bundle.
          __html: process.env.BUILD_STAGE === 'build-html' ? markSidebar(html, href, open) : html,
        }}
      />
    </aside>
  );
}

interface Props {
  /** A doc page's context (its own chrome and sidebar marks); other pages have none of it. */
  pageContext: Partial<Pick<DocPageContext, 'chrome' | 'sidebar'>>;
  children: React.ReactNode;
}

/**
 * The frame of every page: skip link, announcement, navbar, sidebar, the page in <main>, footer,
 * all markup the build rendered (the site's once, shared; a doc page's own in its data). Only the
 * mobile menu and search are components, loaded when opened.
 */
export default function Layout({ pageContext, children }: Props) {
  const site = useSiteChrome();
  const overlay = useOverlay();
  const { chrome, sidebar } = pageContext;
  const sidebarHtml = sidebar && site.sidebars[sidebar.id];
  return (
    <>
      <HtmlPart html={chrome?.header ?? site.header} />
      <div className="layout">
        {sidebar && sidebarHtml && <Sidebar key={sidebar.id} html={sidebarHtml} marks={sidebar} />}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
          <RouteLoadState>{children}</RouteLoadState>
        </main>
      </div>
      <HtmlPart html={site.footer} />
      {/* No boundary in the build's HTML: React would hydrate one in a render of its own. */}
      {overlay && (
        <Suspense fallback={null}>
          {overlay === 'mobile-menu' && (
            <MobileMenu
              opener={MOBILE_MENU_BUTTON}
              title={site.settings.title}
              navbarItemsHtml={site.mobileMenu}
              sidebarHtml={sidebarHtml}
              sidebarMarks={sidebar}
              onClose={closeOverlay}
            />
          )}
          {overlay === 'search' && <SearchHost opener={SEARCH_BUTTON} onClose={closeOverlay} />}
        </Suspense>
      )}
    </>
  );
}
