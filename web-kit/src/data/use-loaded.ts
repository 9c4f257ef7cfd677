import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  readonly data: T | undefined;
  /** What `describe` made of the last failure (the page's own words for it). */
  readonly error: string | undefined;
  /** Replaces the data with what a change answered (no second request). */
  readonly replace: (data: T) => void;
  readonly reload: () => void;
}

/**
 * What `fetcher` answers for `key`, fetched again when the key changes or on reload; undefined key: nothing yet. A
 * failure becomes `describe(reason)`; an aborted fetch (the key changed, the page left) says nothing.
 */
export function useLoaded<T>(
  key: string | undefined,
  fetcher: (signal: AbortSignal) => Promise<T>,
  describe: (reason: unknown) => string,
): Loaded<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: string } | undefined>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    fetcher(controller.signal)
      .then((data) => setState({ key, data }))
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setState({ key, error: describe(reason) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what is fetched; the fetcher is rebuilt each render
  }, [key, round]);
  const current = state?.key === key ? state : undefined;
  const replace = useCallback((data: T) => key !== undefined && setState({ key, data }), [key]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: current?.data, error: current?.error, replace, reload };
}
