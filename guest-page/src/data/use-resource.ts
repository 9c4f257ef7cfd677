import { useEffect, useState } from 'react';
import { useLoaded } from '@tillbridge/web-kit';
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
 * A guest endpoint for a screen, loaded by the web kit's `useLoaded` and kept on the device: the saved copy first, then
 * the service's answer (saved for next time). Loads again when the connection comes back, when the page is shown again,
 * and when `refreshKey` changes. A failure keeps what is shown: offline, it is marked stale; else the error shows.
 */
export function useResource<T>(
  name: string,
  load: (call: <R>(path: string, body?: object) => Promise<R>) => Promise<T>,
  refreshKey = '',
): Resource<T> {
  const { store, session, connectivity } = useGuestPage();
  const { recoveries } = useConnectivity();
  const [saved, setSaved] = useState(() => store.read<Saved<T>>(`data.${name}`));
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<GuestApiError>();
  const loaded = useLoaded(
    `${name}|${recoveries}|${refreshKey}`,
    async (signal) => {
      try {
        const value = await load((path, body) => session.call(path, body));
        if (signal.aborted) return value;
        const next = { savedAt: Date.now(), value };
        store.write(`data.${name}`, next);
        connectivity.reportOnline();
        setSaved(next);
        setStale(false);
        setError(undefined);
        return value;
      } catch (failure) {
        if (signal.aborted) throw failure;
        if (isGuestApiError(failure, 'offline')) {
          connectivity.reportOffline();
          setStale(true);
        } else if (isGuestApiError(failure)) {
          connectivity.reportOnline();
          setError(failure);
        } else reportError(failure);
        throw failure;
      }
    },
    (failure) => failure,
  );
  const { reload } = loaded;

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  return { data: saved?.value, savedAt: saved?.savedAt, stale, error, loading: loaded.loading, reload };
}
