import React, { type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  slotsOf,
  type IslandProps,
} from '../lib/islands';

/**
 * The islands docs may hold, by the name the build writes into their container. Each loads only on
 * pages that have one. To add one: render it in `src/node/render/contentComponents.tsx` and list it here.
 */
const islands: Record<string, () => Promise<{ default: ComponentType<IslandProps> }>> = {
  Tabs: () => import(/* webpackChunkName: "island-tabs" */ '../theme/Tabs') as never,
};

/**
 * Hydrates the islands of a doc's HTML, each as a React root of its own; the rest of the content
 * stays static. Returns a function that unmounts them (the content is about to be replaced).
 */
export function hydrateIslands(container: HTMLElement): () => void {
  const roots: Root[] = [];
  let active = true;
  container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`).forEach((element) => {
    const load = islands[element.getAttribute(ISLAND_ATTRIBUTE) ?? ''];
    if (!load) return;
    const props = { ...JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}'), slots: slotsOf(element) };
    void load().then(({ default: Island }) => {
      const identifierPrefix = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? undefined;
      if (active) roots.push(hydrateRoot(element, React.createElement(Island, props), { identifierPrefix }));
    });
  });
  return () => {
    active = false;
    roots.forEach((root) => root.unmount());
  };
}
