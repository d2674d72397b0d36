import { useSyncExternalStore } from 'react';
import { isApplePlatform } from '../../lib/search/shortcut';

const subscribe = () => () => undefined;

/** True on Apple platforms; false while server-rendering and hydrating, so the markup matches. */
export function useApplePlatform(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      const { userAgentData } = navigator as Navigator & { userAgentData?: { platform: string } };
      return isApplePlatform(userAgentData?.platform || navigator.platform);
    },
    () => false,
  );
}
