import { useEffect, useRef, useState, type RefObject } from 'react';
import { navbarShownAfterScroll } from '../../lib/hideOnScroll';

/**
 * Whether a navbar with hide-on-scroll on should be hidden now. It never hides while focus is in
 * it, so a keyboard user always sees the control they are on (WCAG 2.4.11, focus not obscured).
 */
export function useHideOnScroll(enabled: boolean, navbarRef: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(true);
  const previousY = useRef(0);

  useEffect(() => {
    if (!enabled) return undefined;
    previousY.current = window.scrollY;
    const onScroll = () => {
      const navbar = navbarRef.current;
      const currentY = window.scrollY;
      // Read now: React may run the updater below after previousY has moved on.
      const fromY = previousY.current;
      const navbarHeight = navbar?.offsetHeight ?? 0;
      const focusInside = navbar?.contains(document.activeElement) ?? false;
      setShown(
        (wasShown) =>
          focusInside || navbarShownAfterScroll({ shown: wasShown, previousY: fromY, currentY, navbarHeight }),
      );
      previousY.current = currentY;
    };
    const onFocusIn = () => setShown(true);
    const navbar = navbarRef.current;
    window.addEventListener('scroll', onScroll, { passive: true });
    navbar?.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onScroll);
      navbar?.removeEventListener('focusin', onFocusIn);
    };
  }, [enabled, navbarRef]);

  return enabled && !shown;
}
