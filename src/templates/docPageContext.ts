import type { Locale, Version } from '../config/schema';
import type { Breadcrumb, SidebarEntry, SidebarLink } from '../lib/sidebar';
import type { TocItem } from '../lib/toc';

/** A docs version as pages see it: its config plus what the build found (spec section 3). */
export interface VersionMetadata extends Version {
  docs: string[];
  draftIds: string[];
  sidebars: string[];
}

/** What createPages hands each doc page; the template reads everything but the MDX body from here. */
export interface DocPageContext {
  id: string;
  docId: string;
  /** Id of the sidebar listing the doc, if one does. */
  sidebarId?: string;
  sidebar: SidebarEntry[];
  toc: TocItem[];
  breadcrumbs: Breadcrumb[];
  previous?: SidebarLink;
  next?: SidebarLink;
  version: VersionMetadata;
  locale: Locale;
}
