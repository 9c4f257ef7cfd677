import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../api/api-error-message';

/** The last answer of a polled request: its value, or why it failed. */
export type Polled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** Calls `load` (a function defined once, not per render) now and every `intervalMs`; undefined until it answers. */
export function usePolled<T>(load: (signal: AbortSignal) => Promise<T>, intervalMs: number): Polled<T> | undefined {
  const [state, setState] = useState<Polled<T> | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    const poll = (): void => {
      load(controller.signal)
        .then((value) => setState({ ok: true, value }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ ok: false, error: apiErrorMessage(error) });
        });
    };
    poll();
    const timer = setInterval(poll, intervalMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [load, intervalMs]);
  return state;
}
