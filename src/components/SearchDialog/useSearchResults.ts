import { useCallback, useEffect, useState } from 'react';
import type { ResultGroup, SearchEngine } from '../../lib/search/results';

export interface ShownResults {
  /** The input these results are for. */
  input: string;
  groups: ResultGroup[];
}

/**
 * Searches `input` as it changes and gives the results of the newest input answered, kept on
 * screen while the next search runs (`pending`), so the list never empties between keystrokes.
 * A failed search (a file of the index did not load) gives its error until `retry`.
 */
export function useSearchResults(engine: SearchEngine, input: string) {
  const [shown, setShown] = useState<ShownResults>({ input: '', groups: [] });
  const [failure, setFailure] = useState<Error>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    engine.search(input).then(
      (groups) => {
        if (!current || !groups) return;
        setShown({ input, groups });
        setFailure(undefined);
      },
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [engine, input, attempt]);

  const retry = useCallback(() => {
    setFailure(undefined);
    setAttempt((count) => count + 1);
  }, []);
  return { shown, pending: !failure && shown.input !== input, failure, retry };
}
