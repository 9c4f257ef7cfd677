import type { LoyaltyReachability } from '../../../shared/api/status';
import { getJson } from '../api/http-client';
import { usePolled } from './use-polled';

const fetchLoyaltyCheck = (signal: AbortSignal) => getJson<LoyaltyReachability>('/api/loyalty-check', signal);

/** Asks the bridge every `intervalMs` whether the loyalty service answers (`GET /api/loyalty-check`). */
export function useLoyaltyReachable(intervalMs = 15_000): LoyaltyReachability | undefined {
  const polled = usePolled(fetchLoyaltyCheck, intervalMs);
  return polled?.ok ? polled.value : undefined;
}
