import { collapseDurationMs, REDUCED_MOTION_QUERY } from './collapse';

/** The animation under way on an element, by the function that stops it (a new toggle takes over). */
const running = new WeakMap<HTMLElement, () => void>();

/**
 * Opens or closes the content a toggle controls, animating its height for a duration that grows
 * with the content (./collapse.ts), 1 ms under reduced motion. The toggle's aria-expanded
 * is the state (styles.css closes the content from it); the animation holds
 * the content's height, and its rendering, inline while it runs, then leaves them to the stylesheet.
 */
export function toggleCollapsible(toggle: HTMLElement, open = toggle.getAttribute('aria-expanded') !== 'true'): void {
  const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  toggle.setAttribute('aria-expanded', String(open));
  if (!content) return;
  // A toggle during an animation starts from where the height is now.
  const animating = content.style.height !== '';
  // Closed content is not rendered (styles.css): it must be, to be measured and seen as it closes.
  content.style.setProperty('content-visibility', 'visible');
  const fullHeight = content.scrollHeight;
  const start = animating ? content.getBoundingClientRect().height : open ? 0 : fullHeight;
  const end = open ? fullHeight : 0;
  const duration = collapseDurationMs(Math.abs(end - start), window.matchMedia(REDUCED_MOTION_QUERY).matches);
  running.get(content)?.();
  Object.assign(content.style, { transition: 'none', overflow: 'hidden', visibility: 'visible', height: `${start}px` });
  // Reading layout commits the start height, so the change below is animated from it.
  content.getBoundingClientRect();
  Object.assign(content.style, { transition: `height ${duration}ms ease-in-out`, height: `${end}px` });
  const onEnd = (event: TransitionEvent) => {
    if (event.target === content && event.propertyName === 'height') settle();
  };
  // transitionend never fires when the height does not change; settle anyway.
  const fallback = window.setTimeout(() => settle(), duration + 50);
  const stop = () => {
    content.removeEventListener('transitionend', onEnd);
    window.clearTimeout(fallback);
    running.delete(content);
  };
  const settle = () => {
    stop();
    content.removeAttribute('style');
  };
  content.addEventListener('transitionend', onEnd);
  running.set(content, stop);
}

export function handle(event: Event, toggle: HTMLElement): void {
  if (event.type === 'click') toggleCollapsible(toggle);
}
