import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../api/api-error-message';

export interface Fetched<T> {
  readonly data: T | undefined;
  readonly error: string | undefined;
}

/** The answer of `fetcher` for `key` (refetched when the key changes; undefined key: nothing to fetch). */
export function useFetched<T>(key: string | undefined, fetcher: (signal: AbortSignal) => Promise<T>): Fetched<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: string } | undefined>();
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    fetcher(controller.signal)
      .then((data) => setState({ key, data }))
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setState({ key, error: apiErrorMessage(reason) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what is fetched; the fetcher is rebuilt each render
  }, [key]);
  const current = state?.key === key ? state : undefined;
  return { data: current?.data, error: current?.error };
}
