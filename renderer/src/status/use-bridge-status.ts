import { useEffect, useState } from 'react';
import { fetchBridgeStatus, type BridgeStatus } from '../api/bridge-status';

export type StatusState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'online'; readonly status: BridgeStatus }
  | { readonly kind: 'offline'; readonly reason: string };

/** Polls the bridge's status every few seconds; `offline` when it cannot be reached. */
export function useBridgeStatus(intervalMs = 5000): StatusState {
  const [state, setState] = useState<StatusState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const poll = (): void => {
      fetchBridgeStatus(controller.signal)
        .then((status) => setState({ kind: 'online', status }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ kind: 'offline', reason: (error as Error).message });
        });
    };
    poll();
    const timer = setInterval(poll, intervalMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [intervalMs]);
  return state;
}
