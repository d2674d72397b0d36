import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DESKTOP_MEDIA_QUERY } from '../lib/layout';

interface MobileSidebarValue {
  shown: boolean;
  toggle: () => void;
  close: () => void;
}

const MobileSidebarContext = createContext<MobileSidebarValue | null>(null);

/**
 * Open state of the mobile navigation. It closes by itself when the window becomes desktop width
 * and on browser back navigation (spec section 4), even when only the hash changes.
 */
export function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const toggle = useCallback(() => setShown((value) => !value), []);
  const close = useCallback(() => setShown(false), []);

  useEffect(() => {
    if (!shown) return undefined;
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = () => {
      if (desktop.matches) setShown(false);
    };
    const onPopState = () => setShown(false);
    desktop.addEventListener('change', onChange);
    window.addEventListener('popstate', onPopState);
    return () => {
      desktop.removeEventListener('change', onChange);
      window.removeEventListener('popstate', onPopState);
    };
  }, [shown]);

  const value = useMemo(() => ({ shown, toggle, close }), [shown, toggle, close]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

export function useMobileSidebar(): MobileSidebarValue {
  const value = useContext(MobileSidebarContext);
  if (!value)
    throw new Error('useMobileSidebar() was called outside <MobileSidebarProvider>; render it inside <Layout>.');
  return value;
}
