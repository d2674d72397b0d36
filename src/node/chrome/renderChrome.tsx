import React, { type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import siteConfig from '../../config/site.config';
import { ChromeProvider, useChrome, type Chrome, type ChromeSettings } from '../../contexts/Chrome';
import { InMobileMenuProvider } from '../../contexts/InMobileMenu';
import { staysInMobileBar } from '../../lib/navbar';
import { localeStrings } from '../i18n/localeStrings';
import { localeOf, localePrefix, versionsInLocale } from '../../lib/locales';
import { topPagesOf, type Breadcrumb, type SidebarLink, type SidebarParts } from '../../lib/sidebar';
import type { FrameChrome, PageChrome, SiteChrome } from '../../lib/chrome';
import { changesFrom } from '../../lib/markupChanges';
import AnnouncementBar from '../../chrome/AnnouncementBar';
import Breadcrumbs from '../../chrome/Breadcrumbs';
import DocActions from '../../chrome/DocActions';
import DocFooter, { type DocFooterProps } from '../../chrome/DocFooter';
import DocPaginator from '../../chrome/DocPaginator';
import Helpful, { type HelpfulProps } from '../../chrome/Helpful';
import DocTags, { type DocTagLink } from '../../chrome/DocTags';
import { sidebarParts } from '../../chrome/DocSidebar/sidebarParts';
import Footer from '../../chrome/Footer';
import Navbar from '../../chrome/Navbar';
import NavbarItem from '../../chrome/NavbarItem';
import NavbarItemEntries from '../../chrome/NavbarItem/NavbarItemEntries';
import SkipToContent from '../../chrome/SkipToContent';
import TOC from '../../chrome/TOC';
import type { TocItem } from '../../chrome/TOC/toc';
import TOCCollapsible from '../../chrome/TOC/TOCCollapsible';
import VersionBanner, { type VersionBannerProps } from '../../chrome/VersionBanner';
import UntranslatedNotice from '../../chrome/UntranslatedNotice';
import type { Sidebars } from '../../lib/sidebar';

/** The settings the chrome shows, from the validated site config: the chrome's markup reads them from its context. */
const settings: ChromeSettings = {
  title: siteConfig.title,
  logo: siteConfig.logo,
  docs: siteConfig.docs,
  i18n: siteConfig.i18n,
};

/** A navbar item of the site config that cannot be rendered: the build names its entry. */
export class NavbarItemError extends Error {
  constructor(index: number, item: unknown, cause: unknown) {
    super(
      `content/navigation/navbar.yml: items[${index}] failed to render (${
        cause instanceof Error ? cause.message : String(cause)
      }). Check that entry against the navbar item types: ${JSON.stringify(item)}`,
      { cause },
    );
  }
}

/**
 * The navbar item that makes chrome fail to render, if one does. Rendering to static markup has no
 * error boundaries, so an item's error surfaces from the whole render; each item is then tried
 * alone, in the bar and in the mobile menu, which costs nothing while the chrome renders.
 */
function failingNavbarItem(chrome: Chrome): NavbarItemError | undefined {
  for (const [index, item] of chrome.navigation.navbar.items.entries()) {
    try {
      renderToStaticMarkup(
        <ChromeProvider value={contextOf(chrome)}>
          <NavbarItem item={item} />
          <InMobileMenuProvider>
            <NavbarItem item={item} />
          </InMobileMenuProvider>
        </ChromeProvider>,
      );
    } catch (cause) {
      return new NavbarItemError(index, item, cause);
    }
  }
  return undefined;
}

/**
 * The settings as a locale's pages show them: each version under the locale's prefix, so the
 * navbar's doc links, version dropdown and version items stay in the page's locale. Made once per locale.
 */
const settingsOfLocale = new Map<string, ChromeSettings>();
function settingsIn(code: string): ChromeSettings {
  let localized = settingsOfLocale.get(code);
  if (!localized) {
    const prefix = localePrefix(siteConfig.i18n, localeOf(siteConfig.i18n, code));
    localized = { ...settings, docs: { ...settings.docs, versions: versionsInLocale(settings.docs.versions, prefix) } };
    settingsOfLocale.set(code, localized);
  }
  return localized;
}

/** Each chrome's context, made once for the several parts of a page (each look at the labels reads their file's stamp). */
const contexts = new WeakMap<Chrome, ReturnType<typeof contextFor>>();

function contextFor(chrome: Chrome) {
  const locale = chrome.locale ?? siteConfig.i18n.defaultLocale;
  return { ...chrome, settings: settingsIn(locale), strings: localeStrings(locale) };
}

/** What the chrome's markup reads: the chrome, the settings and the labels in the page's locale. */
function contextOf(chrome: Chrome) {
  let context = contexts.get(chrome);
  if (!context) {
    context = contextFor(chrome);
    contexts.set(chrome, context);
  }
  return context;
}

/** Renders chrome markup; the prefix keeps React's ids of separate renders apart on one page. */
function render(chrome: Chrome, element: ReactElement, idPrefix: string): string {
  try {
    return renderToStaticMarkup(<ChromeProvider value={contextOf(chrome)}>{element}</ChromeProvider>, {
      identifierPrefix: idPrefix,
    });
  } catch (error) {
    throw failingNavbarItem(chrome) ?? error;
  }
}

function Header() {
  const { announcementBar } = useChrome().navigation;
  return (
    <>
      <SkipToContent />
      {announcementBar && <AnnouncementBar bar={announcementBar} />}
      <Navbar />
    </>
  );
}

/** The navbar items of the mobile menu, where dropdowns open inline (the search button stays in the bar). */
function renderMobileMenu(chrome: Chrome): string {
  return render(
    chrome,
    <InMobileMenuProvider>
      <NavbarItemEntries items={chrome.navigation.navbar.items.filter((item) => !staysInMobileBar(item))} />
    </InMobileMenuProvider>,
    'mobile-menu-',
  );
}

/**
 * The frame of a page that is no doc (navbar, footer and the mobile menu's navbar items) in a
 * locale other than the default, whose pages cannot use the shared chrome, the default locale's:
 * its not-found page.
 */
export function renderFrameChrome(chrome: Omit<Chrome, 'pathname' | 'doc'>): FrameChrome {
  const page = { ...chrome, pathname: '' };
  return {
    header: render(page, <Header />, 'header-'),
    footer: render(page, <Footer />, 'footer-'),
    mobileMenu: renderMobileMenu(page),
  };
}

/**
 * The site's chrome, for the pages' shared static query, and the parts of each sidebar of
 * `allSidebars` (every doc set's, by key), for its file. The navbar, the mobile menu and the pages
 * the not-found page offers are those of `chrome.sidebars`: the doc set at the root's.
 */
export function renderSiteChrome(
  chrome: Omit<Chrome, 'pathname' | 'doc'>,
  allSidebars: Readonly<Sidebars> = chrome.sidebars,
): Omit<SiteChrome, 'sidebars'> & { sidebarParts: Record<string, SidebarParts> } {
  const site = { ...chrome, pathname: '' };
  return {
    header: render(site, <Header />, 'header-'),
    footer: render(site, <Footer />, 'footer-'),
    sidebarParts: Object.fromEntries(
      Object.entries(allSidebars).map(([id, items]) => [
        id,
        sidebarParts(items, (element) => render(site, element, 'sidebar-')),
      ]),
    ),
    mobileMenu: renderMobileMenu(site),
    topPages: topPagesOf(chrome.sidebars),
    settings: { title: siteConfig.title, titleDelimiter: siteConfig.titleDelimiter, redirects: siteConfig.redirects },
  };
}

/**
 * A doc page's own chrome: the navbar as this page shows it (as its changes to the shared one), the version banner of a version that
 * is not the latest with the breadcrumbs and the doc's Markdown actions (what stands above the doc),
 * table of contents, pagination.
 * With more than one version, the mobile menu's items too: their dropdown names the page's version
 * and leads to the same doc in each, their doc links stay in it, as the page's navbar does (their
 * size grows with the versions, never the docs). A site of one version keeps sharing the site's.
 * A page of another locale than the default has its own mobile menu and footer, in its locale.
 * The doc's end (`docFooter`) holds its footer and "Was this page helpful?".
 */
export function renderPageChrome(
  chrome: Chrome,
  /** The header every page shares (`renderSiteChrome`): the page's is told as its changes to it. */
  sharedHeader: string,
  page: {
    breadcrumbs: Breadcrumb[];
    toc: TocItem[];
    previous?: SidebarLink;
    next?: SidebarLink;
    banner?: VersionBannerProps;
    footer?: DocFooterProps;
    /** "Was this page helpful?" under the footer, where an answer can go somewhere. */
    helpful?: HelpfulProps;
    /** The doc's tags, each linking to its page: shown at its end, above the footer. */
    tags?: readonly DocTagLink[];
    /** Whether the page is a doc its locale has not translated (the default locale's, served under the locale's path). */
    untranslated?: boolean;
    /** Where the doc's Markdown twin is (prefix included), for "Copy page as Markdown"; absent for a doc without one. */
    markdownHref?: string;
  },
): PageChrome {
  // The end of the doc: its tags, where it is edited and when it last changed, then "Was this page helpful?".
  const docFooter = render(
    chrome,
    <>
      {page.tags && page.tags.length > 0 && <DocTags tags={page.tags} />}
      {page.footer && <DocFooter {...page.footer} />}
      {page.helpful && <Helpful {...page.helpful} />}
    </>,
    'doc-footer-',
  );
  const otherLocale = chrome.locale !== undefined && chrome.locale !== siteConfig.i18n.defaultLocale;
  return {
    header: changesFrom(sharedHeader, render(chrome, <Header />, 'header-')),
    breadcrumbs: render(
      chrome,
      <>
        {page.banner && <VersionBanner {...page.banner} />}
        {page.untranslated && <UntranslatedNotice />}
        <Breadcrumbs items={page.breadcrumbs} />
        {page.markdownHref && <DocActions markdownHref={page.markdownHref} />}
      </>,
      'crumbs-',
    ),
    toc: render(chrome, <TOC items={page.toc} />, 'toc-'),
    tocMobile: render(chrome, <TOCCollapsible items={page.toc} />, 'toc-mobile-'),
    pager: render(chrome, <DocPaginator previous={page.previous} next={page.next} />, 'pager-'),
    ...(docFooter ? { docFooter } : {}),
    ...(settings.docs.versions.length > 1 || otherLocale ? { mobileMenu: renderMobileMenu(chrome) } : {}),
    // The shared footer is the default locale's: another locale's pages carry their own (a constant
    // size, its labels and copyright year in the locale).
    ...(otherLocale ? { footer: render(chrome, <Footer />, 'footer-') } : {}),
  };
}
