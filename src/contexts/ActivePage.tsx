import React, { createContext, useContext, type ReactNode } from 'react';

/** What the chrome needs to know of the page it frames. */
export interface ActivePage {
  pathname: string;
  /** Set on doc pages: the doc's id, its sidebar's id, and its docs version with where the other versions lead. */
  doc?: { id: string; sidebarId?: string; version: string; versionRoutes: Record<string, string> };
}

const ActivePageContext = createContext<ActivePage | null>(null);

export function ActivePageProvider({ value, children }: { value: ActivePage; children: ReactNode }) {
  return <ActivePageContext.Provider value={value}>{children}</ActivePageContext.Provider>;
}

export function useActivePage(): ActivePage {
  const value = useContext(ActivePageContext);
  if (!value)
    throw new Error('useActivePage() was called outside <ActivePageProvider>; render the component inside <Layout>.');
  return value;
}
