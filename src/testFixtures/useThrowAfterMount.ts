import { fixtureControls } from './fixtureControls';
import { useMounted } from './useMounted';

/**
 * Throws `error()` once the component has mounted and while the fixture is broken. Throwing only
 * after mount keeps the static build and hydration clean: the crash happens in the reader's browser.
 */
export function useThrowAfterMount(error: () => Error): void {
  if (useMounted() && fixtureControls().broken) throw error();
}
