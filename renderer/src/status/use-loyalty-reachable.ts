import { useEffect, useState } from 'react';
import { getJson } from '../api/http-client';

export interface LoyaltyReachability {
  readonly reachable: boolean;
  readonly mode: 'embedded' | 'hosted';
  readonly checkedAt: string;
  readonly error?: string;
}

/** Asks the bridge every `intervalMs` whether the loyalty service answers (`GET /api/loyalty-check`). */
export function useLoyaltyReachable(intervalMs = 15_000): LoyaltyReachability | undefined {
  const [state, setState] = useState<LoyaltyReachability | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    const poll = (): void => {
      getJson<LoyaltyReachability>('/api/loyalty-check', controller.signal)
        .then(setState)
        .catch(() => {
          if (!controller.signal.aborted) setState(undefined);
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
