import React, { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { collapseDurationMs, REDUCED_MOTION_QUERY } from '../../lib/collapse';
import * as styles from './styles.module.css';

// Layout effects set the starting height before the browser paints; on the server there is nothing to measure.
const useBeforePaintEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface Props {
  open: boolean;
  /** Referenced by the toggle's `aria-controls`. */
  id: string;
  children: ReactNode;
}

/**
 * Content that opens and closes by animating its height, for a duration that grows with the
 * content's height and is 1 ms under reduced motion (spec sections 4 and 9). At rest it has no
 * inline style: open is natural height, closed is zero height and hidden from focus and readers.
 */
export default function Collapsible({ open, id, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const rendered = useRef(false);

  useBeforePaintEffect(() => {
    const element = ref.current;
    // The first render is the resting state the server sent: nothing to animate.
    if (!rendered.current || !element) {
      rendered.current = true;
      return undefined;
    }
    const fullHeight = element.scrollHeight;
    // A toggle during an animation starts from where the height is now.
    const start = element.style.height ? element.getBoundingClientRect().height : open ? 0 : fullHeight;
    const end = open ? fullHeight : 0;
    const duration = collapseDurationMs(Math.abs(end - start), window.matchMedia(REDUCED_MOTION_QUERY).matches);

    element.style.transition = 'none';
    element.style.overflow = 'hidden';
    element.style.visibility = 'visible';
    element.style.height = `${start}px`;
    // Reading layout commits the start height, so the change below is animated from it.
    element.getBoundingClientRect();
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.style.height = `${end}px`;

    const settle = () => element.removeAttribute('style');
    const onTransitionEnd = (event: TransitionEvent) => {
      if (event.target === element && event.propertyName === 'height') settle();
    };
    element.addEventListener('transitionend', onTransitionEnd);
    // transitionend never fires when the height does not change; settle anyway.
    const fallback = window.setTimeout(settle, duration + 50);
    return () => {
      element.removeEventListener('transitionend', onTransitionEnd);
      window.clearTimeout(fallback);
    };
  }, [open]);

  return (
    <div ref={ref} id={id} className={open ? undefined : styles.closed}>
      {children}
    </div>
  );
}
