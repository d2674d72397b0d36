import React, { createContext, useContext, type ReactNode } from 'react';
import type { SidebarEntry } from '../lib/sidebar';
import type { VersionMetadata } from '../templates/docPageContext';

/** What the chrome needs to know of the page it frames. */
export interface ActivePage {
  pathname: string;
  /** Set on doc pages: the doc's id, its sidebar's id and links, and its docs version. */
  doc?: { id: string; sidebarId?: string; sidebar: SidebarEntry[]; version: VersionMetadata };
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
