import type { ComponentType } from 'react';

/**
 * Components docs may use without importing them, rendered to static HTML at build time. An
 * interactive one is an island: see `src/lib/islands.ts`.
 */
export const contentComponents: Record<string, ComponentType<never>> = {};
