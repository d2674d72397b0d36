import type { Behaviour } from '../../browser/behaviours';

/**
 * Hydrates an island (an interactive component of a doc, such as tabs) when the reader first
 * reaches it. The hydration code loads then, in its own chunk: only pages with islands need it.
 */
export const islandBehaviour: Behaviour = {
  handle: (event, element) =>
    void import(/* webpackChunkName: "islands" */ '.').then((islands) => islands.handle(event, element)),
};
