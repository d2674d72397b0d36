import React, { type ReactNode } from 'react';
import { ColorModeProvider } from '../contexts/ColorMode';

/** Providers that outlive page changes; shared by gatsby-browser and gatsby-ssr so markup matches. */
export default function RootWrapper({ children }: { children: ReactNode }) {
  return <ColorModeProvider>{children}</ColorModeProvider>;
}
