/**
 * Attributes of the navbar's and the footer's logo: fetched at low priority. An image in the
 * viewport is otherwise raised to high priority once laid out, and Lighthouse's simulated LCP counts
 * every high-priority request that finished before the paint it saw: the logo added 150 ms to it on
 * `/` and `/wants` (docs/benchmarks.md, "Decisions and the measurements behind them"). React 18
 * knows no `fetchPriority` prop, hence the lowercase attribute, spread.
 */
export const LOGO_IMAGE_ATTRIBUTES: Record<string, string> = { fetchpriority: 'low' };
