import React, { createContext, useContext, type ReactNode } from 'react';
import type { Navigation } from '../config/navigationSchema';
import type { SiteSettings } from '../config/schema';
import type { UiStrings } from '../lib/i18n/catalogue';
import type { Sidebars } from '../lib/sidebar';
import type { DocsOfVersion } from '../lib/versions';

/** The doc a page shows, as the chrome needs to know it. */
export interface ChromeDoc {
  id: string;
  /** Id of the sidebar leading to the doc, if one does. */
  sidebarId?: string;
  /** Name of the doc's version. */
  version: string;
  /** Where each version's entry of the version dropdown leads from this doc, by version name. */
  versionRoutes: Record<string, string>;
}

/**
 * What the chrome (navbar, sidebar, footer, breadcrumbs...) is rendered from. The build renders it
 * to HTML once per site or per page; the browser shows that HTML and runs only its behaviours.
 */
export interface Chrome {
  /** Path prefix the site is built with (`/docs`), or '' at the root: links in the markup carry it. */
  pathPrefix: string;
  /** Code of the page's locale, whose strings the chrome writes; the default locale when absent. */
  locale?: string;
  /** Site route of the page, prefix removed; '' for markup that serves every page (a link is never current). */
  pathname: string;
  doc?: ChromeDoc;
  /** Every sidebar, resolved. */
  sidebars: Sidebars;
  /** The navbar, footer and announcement bar as content/navigation/ sets them. */
  navigation: Omit<Navigation, 'sidebars'>;
  /**
   * The docs each version publishes, by version name, with their slugs: where a page's navbar links
   * a doc its version may lack, or one with a slug (`navbarDocRoute`).
   */
  docIdsOf?: ReadonlyMap<string, DocsOfVersion>;
  /**
   * Where the locale dropdown leads, by locale code, for a page not every locale has (a tag only
   * one locale's docs name): a locale left out has the same page.
   */
  localeRoutes?: Readonly<Record<string, string>>;
}

/** The site's settings the chrome shows (site.config.ts, validated): title, logo, versions, locales. */
export type ChromeSettings = Pick<SiteSettings, 'title' | 'logo' | 'docs' | 'i18n'>;

/**
 * What the chrome's markup reads: what it is rendered from and the settings it shows. The chrome's
 * render (src/node/chrome/renderChrome.tsx) hands both in; the markup imports no config itself.
 */
export interface ChromeContextValue extends Chrome {
  settings: ChromeSettings;
  /** The labels the chrome writes, in the page's locale (src/lib/i18n/catalogue.ts). */
  strings: UiStrings;
}

const ChromeContext = createContext<ChromeContextValue | null>(null);

export function ChromeProvider({ value, children }: { value: ChromeContextValue; children: ReactNode }) {
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
}

export function useChrome(): ChromeContextValue {
  const value = useContext(ChromeContext);
  if (!value) throw new Error('useChrome() was called outside <ChromeProvider>; render the chrome inside one.');
  return value;
}
