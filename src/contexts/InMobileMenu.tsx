import React, { createContext, useContext, type ReactNode } from 'react';

const InMobileMenuContext = createContext(false);

/** Marks navbar items rendered for the mobile menu, where a dropdown is an inline collapsible list. */
export function InMobileMenuProvider({ children }: { children: ReactNode }) {
  return <InMobileMenuContext.Provider value>{children}</InMobileMenuContext.Provider>;
}

export function useInMobileMenu(): boolean {
  return useContext(InMobileMenuContext);
}
