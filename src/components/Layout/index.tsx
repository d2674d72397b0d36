import React, { lazy, Suspense, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { withPrefix } from 'gatsby';
import { closeOverlay, useOverlay } from '../../browser/overlays';
import { useSiteChrome } from '../../contexts/useSiteChrome';
import { pageUiStrings } from '../../browser/uiStrings';
import { behaviourAttribute } from '../../chrome/behaviourAttribute';
import { SIDEBAR_BEHAVIOUR, SIDEBAR_FILE_ATTRIBUTE, SIDEBAR_FRAME_CLASSES } from '../../chrome/DocSidebar/names';
import { pageSidebarHtml } from '../../chrome/DocSidebar/sidebarMarks';
import { sidebarFileRoute } from '../../lib/sidebar';
import type { FrameChrome, PageChrome, SiteChrome } from '../../lib/chrome';
import type { DocPageContext, SidebarMarks } from '../../lib/docPageContext';
import HtmlPart from '../HtmlPart';
import { markupOf } from '../../lib/markupChanges';
import RouteLoadState from '../RouteLoadState';
import { MOBILE_MENU_BUTTON } from '../../chrome/Navbar/names';
import { SEARCH_BUTTON } from '../../chrome/SearchButton/names';
import { MAIN_CONTENT_ID } from '../../chrome/SkipToContent/mainContent';

type SiteSidebar = SiteChrome['sidebars'][string];

const MobileMenu = lazy(() => import(/* webpackChunkName: "mobile-menu" */ '../MobileMenu'));
const SearchHost = lazy(() => import(/* webpackChunkName: "search-dialog" */ '../SearchHost'));

// Layout effects mark before paint; the build's HTML renderer has nothing to paint (and would warn).
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type SidebarCode = typeof import('../../chrome/DocSidebar/fillSidebar');
/** The code that marks and fills the live sidebar, once loaded. */
let sidebarCode: SidebarCode | undefined;

/**
 * Loads the code that marks and fills the live sidebar (chunk "sidebar-fill"). A first load needs
 * none of it: the build wrote the page's sidebar marked. The entry loads it with route-change
 * handling, before the router renders the next page, so that page's marks are there before paint.
 */
export const loadSidebarCode = (): Promise<SidebarCode> =>
  import(/* webpackChunkName: "sidebar-fill" */ '../../chrome/DocSidebar/fillSidebar').then(
    (code) => (sidebarCode = code),
  );

/**
 * The sidebar's frame. The build's HTML writes the page's sidebar in it: the sidebar's top level,
 * shared, with the page's branch from its context, the page marked. In the browser, on the next
 * pages, the live element is marked before paint instead, and what a page needs that it lacks (its
 * branch after a route change from elsewhere, the whole sidebar after a page of another one or
 * under `gatsby develop`, which renders no HTML) is added from the same parts: on a route change
 * the element is not replaced, so its scroll position and the reader's toggles stay. A new sidebar
 * file (a page of another sidebar; under develop, a saved change to the sidebar) gets a new element.
 * `url` is the file's, which fills a category a reader opens (behaviour.ts).
 */
function Sidebar({
  label,
  sidebar,
  url,
  marks,
  frame,
}: {
  /** The sidebar's name, in the page's locale. */
  label: string;
  sidebar: SiteSidebar;
  url: string;
  marks: SidebarMarks;
  frame: RefObject<HTMLElement>;
}) {
  const { href, open, lists } = marks;
  // Whether the element still holds the HTML the build wrote for this page (the first load's).
  const built = useRef(true);
  useBeforePaint(() => {
    const nav = frame.current;
    const asBuilt = built.current && nav?.firstElementChild;
    built.current = false;
    if (!nav || asBuilt) return;
    const show = (code: SidebarCode) => code.showPageSidebar(nav, { top: sidebar.top, lists }, href, open);
    if (sidebarCode) show(sidebarCode);
    else void loadSidebarCode().then(show);
  }, [sidebar.top, href, open, lists]);
  return (
    <aside className={SIDEBAR_FRAME_CLASSES.root}>
      <nav
        ref={frame}
        aria-label={label}
        className={SIDEBAR_FRAME_CLASSES.nav}
        {...behaviourAttribute(SIDEBAR_BEHAVIOUR)}
        {...{ [SIDEBAR_FILE_ATTRIBUTE]: url }}
        dangerouslySetInnerHTML={{
          // Written as a condition on the build stage itself, so webpack leaves the composing code out of the browser's bundle.
          __html:
            process.env.BUILD_STAGE === 'build-html' ? pageSidebarHtml({ top: sidebar.top, lists }, href, open) : '',
        }}
      />
    </aside>
  );
}

interface Props {
  /**
   * A doc page's context (its own chrome and sidebar marks); a not-found page of a locale other than
   * the default has its frame (`FrameChrome`); other pages have none of it.
   */
  pageContext: Partial<Pick<DocPageContext, 'sidebar' | 'locale'>> & { chrome?: PageChrome | FrameChrome };
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
  const siteSidebar = sidebar && site.sidebars[sidebar.id];
  const sidebarUrl = siteSidebar && withPrefix(sidebarFileRoute(siteSidebar.file));
  const sidebarFrame = useRef<HTMLElement>(null);
  return (
    <>
      <HtmlPart html={chrome ? markupOf(site.header, chrome.header) : site.header} />
      <div className="layout">
        {sidebar && siteSidebar && sidebarUrl && (
          <Sidebar
            key={sidebarUrl}
            label={pageUiStrings(pageContext.locale)['sidebar.label']}
            sidebar={siteSidebar}
            url={sidebarUrl}
            marks={sidebar}
            frame={sidebarFrame}
          />
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
          <RouteLoadState>{children}</RouteLoadState>
        </main>
      </div>
      <HtmlPart html={chrome?.footer ?? site.footer} />
      {/* No boundary in the build's HTML: React would hydrate one in a render of its own. */}
      {overlay && (
        <Suspense fallback={null}>
          {overlay === 'mobile-menu' && (
            <MobileMenu
              opener={MOBILE_MENU_BUTTON}
              title={site.settings.title}
              navbarItemsHtml={chrome?.mobileMenu ?? site.mobileMenu}
              sidebar={
                sidebar && siteSidebar && sidebarUrl
                  ? {
                      url: sidebarUrl,
                      top: siteSidebar.top,
                      marks: sidebar,
                      source: sidebarFrame,
                    }
                  : undefined
              }
              onClose={closeOverlay}
            />
          )}
          {overlay === 'search' && <SearchHost opener={SEARCH_BUTTON} onClose={closeOverlay} />}
        </Suspense>
      )}
    </>
  );
}
