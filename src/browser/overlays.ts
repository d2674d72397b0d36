import { sharedState } from './sharedState';

/** The overlays a reader can open over the page: the mobile menu and search. */
export type Overlay = 'mobile-menu' | 'search';

const open = sharedState<Overlay | null>(null);

/** Opens an overlay (closing the other); the layout renders it, loading its code then. */
export const openOverlay = (overlay: Overlay | null): void => open.set(overlay);

export const closeOverlay = () => openOverlay(null);

/** The overlay open now, if any. */
export const useOverlay = open.useValue;
