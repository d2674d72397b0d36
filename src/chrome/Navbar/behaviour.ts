import type { Behaviour } from '../../browser/behaviours';
import { openOverlay } from '../../browser/overlays';

/** The menu button (phones): a click opens the mobile menu, a component loaded then (src/components/MobileMenu). */
export const mobileMenuBehaviour: Behaviour = {
  handle: (event) => event.type === 'click' && openOverlay('mobile-menu'),
};
