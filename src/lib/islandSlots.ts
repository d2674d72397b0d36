import { ISLAND_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE } from './islands';

/*
 * Apart from the names in ./islands, which the app's first load holds (the entry registers the
 * island behaviour): only the islands' own chunk reads slots back.
 */

/** The HTML of the slots that belong to `island` (not to an island nested in it), in document order. */
export function slotsOf(island: Element): string[] {
  return [...island.querySelectorAll(`[${ISLAND_SLOT_ATTRIBUTE}]`)]
    .filter((slot) => slot.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) === island)
    .map((slot) => slot.innerHTML);
}
