import { createContext, useContext } from 'react';
import type { SidebarParts } from '../lib/sidebar';

/**
 * A sidebar's file by name, read from public/: given by gatsby-ssr.tsx to the build's HTML renderer,
 * which composes each page's sidebar from it. The browser has none: it keeps the sidebar the page
 * came with and asks for the file only to fill what that lacks.
 */
export const BuiltSidebarContext = createContext<((name: string) => SidebarParts) | undefined>(undefined);

export const useBuiltSidebar = () => useContext(BuiltSidebarContext);
