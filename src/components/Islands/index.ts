import React, { type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandProps } from '../../lib/islands';
import { slotsOf } from '../../lib/islandSlots';
import { reportError } from '../../lib/errorReporting';
import ComponentErrorBoundary from '../ErrorBoundary/ComponentErrorBoundary';

/**
 * The islands docs may hold, by the name the build writes into their container. Each loads only
 * when a reader reaches one. To add one: render it in `src/render/contentComponents.tsx`
 * (its container naming the `ISLAND_BEHAVIOUR`) and list it here.
 */
const islands: Record<string, () => Promise<{ default: ComponentType<IslandProps> }>> = {
  Tabs: () => import(/* webpackChunkName: "islands" */ '../Tabs') as never,
};

/** The islands hydrated so far; an island whose content the router replaced is unmounted. */
const roots = new Map<HTMLElement, Root>();
/** The islands being hydrated: an event that reaches one meanwhile waits for the same hydration. */
const hydrating = new Map<HTMLElement, Promise<void>>();

/** Hydrates one island as a React root of its own; the rest of the doc stays static HTML. */
async function hydrate(element: HTMLElement): Promise<void> {
  for (const [container, root] of roots) {
    if (container.isConnected) continue;
    root.unmount();
    roots.delete(container);
  }
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const load = islands[name];
  if (!load) return;
  const { default: Island } = await load();
  const props = { ...JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}'), slots: slotsOf(element) };
  // The build rendered the island with this id prefix: hydration gives React's ids (useId) the same values.
  const identifierPrefix = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? undefined;
  // An island that throws shows the component error notice in its place; without a boundary React
  // would remove its whole content. The boundary adds no markup, so hydration still matches.
  const island = React.createElement(ComponentErrorBoundary, {
    part: `island ${name}`,
    children: React.createElement(Island, props),
  });
  roots.set(element, hydrateRoot(element, island, { identifierPrefix }));
}

/** Starts hydrating an island, or returns the hydration already under way. */
function startHydration(element: HTMLElement): Promise<void> {
  let hydration = hydrating.get(element);
  if (!hydration) {
    hydration = hydrate(element)
      .catch((error: unknown) => {
        // The island stays as the build rendered it (its first tab readable); the next event tries again.
        console.warn('Could not load an interactive part of this doc.', error);
        reportError(error, { boundary: 'component', part: `island ${element.getAttribute(ISLAND_ATTRIBUTE)}` });
      })
      .finally(() => hydrating.delete(element));
    hydrating.set(element, hydration);
  }
  return hydration;
}

/**
 * An island hydrates when the reader first reaches it (points at it, focuses it, clicks it), with
 * the page's other islands of its kind: they may share state (tabs of one group follow each
 * other), which only hydrated islands follow. A click that came before its code, even while it
 * was loading, is handled again once the island has hydrated.
 */
export function handle(event: Event, element: HTMLElement): void {
  if (roots.has(element)) return;
  const hydration = startHydration(element);
  const name = element.getAttribute(ISLAND_ATTRIBUTE);
  document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`).forEach((other) => {
    if (other !== element && other.getAttribute(ISLAND_ATTRIBUTE) === name && !roots.has(other))
      void startHydration(other);
  });
  if (event.type === 'click') {
    void hydration.then(() => {
      if (roots.has(element)) requestAnimationFrame(() => (event.target as HTMLElement).click());
    });
  }
}
