import { connectionAllowsPrefetch, type ConnectionInfo } from '../lib/prefetch';

interface GatsbyLoader {
  hovering: (path: string) => void;
}

/** The browser's connection, where the Network Information API exists. */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Gatsby's Link prefetches visible links through a loader that already skips 2g and Save-Data,
 * but on hover it loads the page unconditionally; this makes hover follow the same rule.
 */
export function applyPrefetchPolicy(): void {
  const loader = (window as Window & { ___loader?: GatsbyLoader }).___loader;
  if (!loader) return;
  const hovering = loader.hovering;
  loader.hovering = (path) => {
    if (connectionAllowsPrefetch(currentConnection())) hovering(path);
  };
}
