import { getJson } from '../api/http-client';

/** A recent order: the loyalty service's (live, status open/closed/aborted) or the bridge's payment (mirror). */
export interface GuestOrder {
  readonly id: string;
  readonly at: string;
  readonly status: string;
  readonly amountMinor: number;
}

/** `GET /api/guests/lookup`: a guest live from the loyalty service, or from the bridge's mirror when it is offline. */
export interface GuestView {
  readonly source: 'live' | 'mirror';
  readonly phone: string;
  readonly name: string | null;
  readonly balanceMinor: number | null;
  readonly rank: string | null;
  readonly cards: readonly { readonly masked: string; readonly isVirtual: boolean }[];
  readonly orders: readonly GuestOrder[];
  readonly seenAt?: string;
  readonly offlineReason?: string;
}

export type LookupBy = 'phone' | 'card';

export const lookupGuest = (by: LookupBy, value: string, signal?: AbortSignal) =>
  getJson<GuestView>(`/api/guests/lookup?${new URLSearchParams({ [by]: value }).toString()}`, signal);
