import { useCallback, useEffect, useState } from 'react';
import { isGuestApiError, type GuestApiError } from '../api/guest-api-error';
import { useConnectivity, useGuestPage } from '../app/guest-context';

/** A screen's data as last loaded, with when, kept on the device so it still shows when the connection drops. */
interface Saved<T> {
  readonly savedAt: number;
  readonly value: T;
}

export interface Resource<T> {
  readonly data: T | undefined;
  readonly savedAt: number | undefined;
  /** The data shown is the saved copy: the last load found no connection. */
  readonly stale: boolean;
  readonly error: GuestApiError | undefined;
  readonly loading: boolean;
  reload(): void;
}

/**
 * Loads a guest endpoint for a screen: the saved copy first, then the service's answer (saved for next time). Loads
 * again when the connection comes back, when the page is shown again, and when `refreshKey` changes.
 */
export function useResource<T>(
  name: string,
  load: (call: <R>(path: string, body?: object) => Promise<R>) => Promise<T>,
  refreshKey = '',
) {
  const { store, session, connectivity } = useGuestPage();
  const { recoveries } = useConnectivity();
  const [saved, setSaved] = useState(() => store.read<Saved<T>>(`data.${name}`));
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<GuestApiError>();
  const [reloads, setReloads] = useState(0);
  /** The load this state answers; another one is under way while it differs from the current key. */
  const requestKey = `${name}|${recoveries}|${reloads}|${refreshKey}`;
  const [settledKey, setSettledKey] = useState<string>();
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  useEffect(() => {
    let current = true;
    load((path, body) => session.call(path, body)).then(
      (value) => {
        if (!current) return;
        const next = { savedAt: Date.now(), value };
        store.write(`data.${name}`, next);
        connectivity.reportOnline();
        setSaved(next);
        setStale(false);
        setError(undefined);
        setSettledKey(requestKey);
      },
      (failure: unknown) => {
        if (!current) return;
        setSettledKey(requestKey);
        if (isGuestApiError(failure, 'offline')) {
          connectivity.reportOffline();
          setStale(true);
        } else if (isGuestApiError(failure)) {
          connectivity.reportOnline();
          setError(failure);
        } else throw failure;
      },
    );
    return () => {
      current = false;
    };
    // `load` is the screen's own constant call; the name keys it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, session, store, connectivity]);

  const loading = settledKey !== requestKey;
  return { data: saved?.value, savedAt: saved?.savedAt, stale, error, loading, reload } satisfies Resource<T>;
}
