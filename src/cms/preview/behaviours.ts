import { BEHAVIOUR_ATTRIBUTE, BEHAVIOUR_EVENTS } from '../../browser/behaviours/markup';
import type { Behaviour } from '../../browser/behaviours';
import { islandBehaviour } from '../../components/Islands/behaviour';
import { ISLAND_ATTRIBUTE, ISLAND_BEHAVIOUR } from '../../lib/islands';

/** The site's behaviours for controls in doc content, loaded when first needed. */
const loadBehaviours = () =>
  import('../../chrome/lazyBehaviours').then(({ behaviours }): Record<string, Behaviour> => ({
    ...behaviours,
    [ISLAND_BEHAVIOUR]: islandBehaviour,
  }));

/**
 * Makes the controls in the preview's doc content work as they do on the site: tabs switch (the
 * island hydrates), copy buttons copy. Their code is the site's, loaded when an editor first reaches
 * one. Returns what stops listening.
 */
export function enableContentBehaviours(preview: Document): () => void {
  const onEvent = (event: Event) => {
    // The preview is another document: its elements are not `instanceof Element` of this window.
    const element = (event.target as Element | null)?.closest?.<HTMLElement>(`[${BEHAVIOUR_ATTRIBUTE}]`);
    const name = element?.getAttribute(BEHAVIOUR_ATTRIBUTE);
    if (!element || !name) return;
    void loadBehaviours().then((behaviours) => behaviours[name]?.handle(event, element));
  };
  for (const type of BEHAVIOUR_EVENTS) preview.addEventListener(type, onEvent);
  return () => BEHAVIOUR_EVENTS.forEach((type) => preview.removeEventListener(type, onEvent));
}

/**
 * Hydrates the islands of newly rendered content at once. Each render replaces the content, so
 * tabs would fall back to their default while an editor changes another tab's text; hydrated,
 * tabs of a group show the choice made last, as the site shows them.
 */
export function hydrateIslands(content: ParentNode): void {
  const islands = content.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  if (islands.length === 0) return;
  islands.forEach((element) => islandBehaviour.handle(new Event('focusin'), element));
}
