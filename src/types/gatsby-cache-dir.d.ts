// Gatsby's runtime modules, which it compiles into every site; the build reads what they write.
declare module 'gatsby/cache-dir/commonjs/route-announcer-props' {
  import type { CSSProperties } from 'react';

  /** The props of the route announcer every page holds (`<div id="gatsby-announcer">`). */
  export const RouteAnnouncerProps: { id: string; style: CSSProperties };
}

// The router Gatsby renders every page in (gatsby/cache-dir/static-entry.js), as far as a test of
// what it writes renders it.
declare module '@gatsbyjs/reach-router' {
  import type { ComponentType, ReactNode } from 'react';

  export const ServerLocation: ComponentType<{ url: string; children?: ReactNode }>;
  export const Router: ComponentType<{ id?: string; baseuri?: string; children?: ReactNode }>;
}
