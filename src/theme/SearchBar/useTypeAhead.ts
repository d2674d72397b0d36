import { useEffect, useRef, type MutableRefObject } from 'react';
import { typeAhead } from '../../lib/search/typeAhead';

/** The text typed since `active` turned on (the dialog opened) and before its input took the keys. */
export function useTypeAhead(active: boolean): MutableRefObject<string> {
  const typed = useRef('');
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      typed.current = typeAhead(typed.current, event, event.target as HTMLElement | null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Emptied on close, not on open: a dialog already loaded renders before effects run.
      typed.current = '';
    };
  }, [active]);
  return typed;
}
