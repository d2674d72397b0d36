import path from 'node:path';
import type { SiteChrome } from '../../lib/chrome';
import { sidebarKey } from '../../lib/docs/docSets';
import type { SidebarParts } from '../../lib/sidebar';
import { docsOfVersions, type SiteModel } from '../site/siteModel';
import { renderSiteChrome } from './renderChrome';
import { writeSidebarFiles } from './sidebarFiles';

/** The chrome every page shares, for the static query, and each sidebar's parts, for the pages' branches. */
export interface RenderedSiteChrome {
  chrome: SiteChrome;
  sidebarParts: Record<string, SidebarParts>;
}

/** The chrome of each site model, rendered once (the path prefix is the process's). */
const chromeOfModel = new WeakMap<SiteModel, RenderedSiteChrome>();

/**
 * The chrome of a site model, rendered once for createPages (each page's branch of its sidebar) and
 * the `docChrome` resolver (what pages share), its sidebars' files written to public/. Every doc
 * set's sidebars are there, each under its key (`sidebarKey`): a page of any version finds its own.
 */
export function siteChromeOf(model: SiteModel, pathPrefix: string): RenderedSiteChrome {
  let rendered = chromeOfModel.get(model);
  if (!rendered) {
    const root = model.sets.find((set) => set.slug === '') ?? model.current;
    const allSidebars = Object.fromEntries(
      model.sets.flatMap((set) => Object.entries(set.sidebars).map(([id, items]) => [sidebarKey(set.slug, id), items])),
    );
    const { sidebarParts, ...shared } = renderSiteChrome(
      // The navbar's doc items lead to a doc's slug where it has one.
      { pathPrefix, sidebars: root.sidebars, navigation: model.navigation, docIdsOf: docsOfVersions(model) },
      allSidebars,
    );
    const files = writeSidebarFiles(path.resolve('public'), sidebarParts);
    const sidebars = Object.fromEntries(
      Object.entries(sidebarParts).map(([id, parts]) => [id, { top: parts.top, file: files[id] }]),
    );
    rendered = { chrome: { ...shared, sidebars }, sidebarParts };
    chromeOfModel.set(model, rendered);
  }
  return rendered;
}
