import { useEffect, useState } from 'react';

/** False in the static HTML and during hydration, true once the component runs in the browser. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
