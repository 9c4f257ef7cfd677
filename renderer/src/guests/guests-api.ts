import type { GuestView } from '../../../shared/api/guests';
import { getJson } from '../api/http-client';

export type LookupBy = 'phone' | 'card';

export const lookupGuest = (by: LookupBy, value: string, signal?: AbortSignal) =>
  getJson<GuestView>(`/api/guests/lookup?${new URLSearchParams({ [by]: value }).toString()}`, signal);
