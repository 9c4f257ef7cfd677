import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T, E = string> {
  readonly data: T | undefined;
  /** What `describe` made of the last failure (the page's own words for it). */
  readonly error: E | undefined;
  /** A fetch for the current key, or a reload, has not answered yet. */
  readonly loading: boolean;
  /** Replaces the data with what a change answered (no second request). */
  readonly replace: (data: T) => void;
  readonly reload: () => void;
}

/**
 * What `fetcher` answers for `key`, fetched again when the key changes or on reload; undefined key: nothing yet. A
 * failure becomes `describe(reason)`; an aborted fetch (the key changed, the page left) says nothing. The one
 * data-loading hook of the window, the console and the guest page.
 */
export function useLoaded<T, E = string>(
  key: string | undefined,
  fetcher: (signal: AbortSignal) => Promise<T>,
  describe: (reason: unknown) => E,
): Loaded<T, E> {
  const [state, setState] = useState<{ key: string; round: number; data?: T; error?: E } | undefined>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    fetcher(controller.signal)
      .then((data) => setState({ key, round, data }))
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setState({ key, round, error: describe(reason) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what is fetched; the fetcher is rebuilt each render
  }, [key, round]);
  const current = state?.key === key ? state : undefined;
  const replace = useCallback(
    (data: T) => key !== undefined && setState((last) => ({ key, round: last?.round ?? -1, data })),
    [key],
  );
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loading = key !== undefined && current?.round !== round;
  return { data: current?.data, error: current?.error, loading, replace, reload };
}
