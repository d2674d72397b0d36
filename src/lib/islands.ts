/**
 * Islands: interactive components in a doc's static HTML. The build renders an island to HTML
 * inside a container naming it and holding its props; the browser hydrates just that container.
 * Parts of an island that are themselves doc content (a tab's panel) are slots: HTML the island
 * shows as it is, read back from the page when it hydrates, so the content is not sent twice.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * The behaviour an island's container names: it hydrates the island when the reader first reaches
 * it. The entry registers it beside the chrome's (src/components/Islands/behaviour.ts).
 */
export const ISLAND_BEHAVIOUR = 'island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';
/** The prefix of the ids React gives inside the island (useId), the same when built and when hydrated. */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';

/** Props every island gets: its slots' HTML, in order. */
export interface IslandProps {
  slots: string[];
}
