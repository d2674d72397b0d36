import React, { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, parseColorMode, type ColorMode } from '../lib/colorMode';

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

// The mode lives on <html data-theme> (set before paint by the inline head script); React reads it from there.
const listeners = new Set<() => void>();

export function readColorMode(): ColorMode {
  return parseColorMode(document.documentElement.getAttribute('data-theme'));
}

function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  listeners.forEach((listener) => listener());
}

// Another tab changed the mode: follow it (spec section 4, tabs stay in sync).
function onStorage(event: StorageEvent): void {
  if (event.key === COLOR_MODE_STORAGE_KEY) applyColorMode(parseColorMode(event.newValue));
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function setColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be blocked (private mode, policy); the mode still applies to this page.
  }
}

/** Holds the colour mode; server HTML is rendered light and hydration switches to the stored mode. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const colorMode = useSyncExternalStore(subscribe, readColorMode, () => DEFAULT_COLOR_MODE);
  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) {
    throw new Error(
      'useColorMode() was called outside <ColorModeProvider>; wrap the tree in it (see gatsby-browser.tsx).',
    );
  }
  return value;
}
