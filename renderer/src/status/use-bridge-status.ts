import type { BridgeStatus } from '../../../shared/api/status';
import { fetchBridgeStatus } from '../api/bridge-status';
import { usePolled } from './use-polled';

export type StatusState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'online'; readonly status: BridgeStatus }
  | { readonly kind: 'offline'; readonly reason: string };

/** Polls the bridge's status every few seconds; `offline` when it cannot be reached. */
export function useBridgeStatus(intervalMs = 5000): StatusState {
  const polled = usePolled(fetchBridgeStatus, intervalMs);
  if (polled === undefined) return { kind: 'loading' };
  return polled.ok ? { kind: 'online', status: polled.value } : { kind: 'offline', reason: polled.error };
}
