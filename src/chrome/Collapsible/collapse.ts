/** Media query of readers who ask for less motion; collapsibles then snap open in 1 ms. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Duration under reduced motion: 1 ms, so transition events still fire and the open/closed state settles. */
export const REDUCED_MOTION_DURATION_MS = 1;

/**
 * How long a collapsible takes to open or close, growing with its content's height:
 * short lists snap, long ones glide, without a long list ever feeling slow. The curve is the one
 * Material UI and Docusaurus use: about 200 ms for a few links, under 500 ms for a screenful.
 */
export function collapseDurationMs(contentHeightPx: number, prefersReducedMotion: boolean): number {
  if (prefersReducedMotion) return REDUCED_MOTION_DURATION_MS;
  if (contentHeightPx <= 0) return 0;
  const rows = contentHeightPx / 36;
  return Math.round((4 + 15 * rows ** 0.25 + rows / 5) * 10);
}
