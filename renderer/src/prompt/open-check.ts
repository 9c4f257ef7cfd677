import { useEffect, useState } from 'react';
import type { OpenCheckView } from '../../../shared/api/open-check';
import { getJson } from '../api/http-client';
import { usePrompt } from './prompt-events';

/** Whose check to show: a payment protocol station's (as a payment names it) or a guest's (by phone). */
export type CheckOf = { readonly station: string } | { readonly phone: string };

/**
 * The FarCards check a station or guest is on (`GET /api/farcards/check`), asked again whenever the event stream
 * announces a check change (`check`) or reconnects: no polling. Undefined while there is none (404), FarCards is off,
 * or the bridge cannot be asked.
 */
export function useOpenCheck(of: CheckOf | undefined): OpenCheckView | undefined {
  const { state } = usePrompt();
  /** The answer with the query it answers: a check of another station or guest is never shown for this one. */
  const [found, setFound] = useState<{ readonly query: string; readonly check: OpenCheckView | undefined }>();
  const query = of && new URLSearchParams(of).toString();
  useEffect(() => {
    if (query === undefined) return;
    const abort = new AbortController();
    getJson<OpenCheckView>(`/api/farcards/check?${query}`, abort.signal)
      .then((check) => setFound({ query, check }))
      .catch(() => {
        if (!abort.signal.aborted) setFound({ query, check: undefined });
      });
    return () => abort.abort();
  }, [query, state.checksChanged, state.connected]);
  return found && found.query === query ? found.check : undefined;
}
