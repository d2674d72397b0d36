import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, parseColorMode, type ColorMode } from '../lib/colorMode';

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

function applyToDocument(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/** Holds the colour mode; the inline head script has already applied it before React starts. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  // Server HTML is rendered light; the real mode is read after hydration so markup always matches.
  const [colorMode, setColorModeState] = useState<ColorMode>(DEFAULT_COLOR_MODE);

  useEffect(() => {
    setColorModeState(parseColorMode(document.documentElement.getAttribute('data-theme')));
    // Another tab changed the mode: follow it (spec section 4, tabs stay in sync).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COLOR_MODE_STORAGE_KEY) return;
      const mode = parseColorMode(event.newValue);
      applyToDocument(mode);
      setColorModeState(mode);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    applyToDocument(mode);
    setColorModeState(mode);
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // Storage can be blocked (private mode, policy); the mode still applies to this page.
    }
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode() was called outside <ColorModeProvider>; wrap the tree in it (see gatsby-browser.tsx).');
  return value;
}
