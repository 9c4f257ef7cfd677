import type { PaymentView, SyncStatus } from '../../../shared/api/payment-prompt';
import { postJson, terminalToken } from './http-client';

export type GuestIdentity =
  | { readonly cardNumber: string }
  | { readonly cardTrack: string }
  | { readonly phone: string }
  | { readonly paymentCode: string };

export const identifyPayment = (id: string, identity: GuestIdentity, tipMinor: number): Promise<PaymentView> =>
  postJson<PaymentView>(`/api/terminal/payments/${encodeURIComponent(id)}/identify`, {
    ...identity,
    ...(tipMinor > 0 ? { tipMinor } : {}),
  });

export const declinePayment = (id: string, reason?: string): Promise<PaymentView> =>
  postJson<PaymentView>(`/api/terminal/payments/${encodeURIComponent(id)}/decline`, reason ? { reason } : {});

export const syncNow = (): Promise<SyncStatus> => postJson<SyncStatus>('/api/terminal/sync', {});

/** The event stream's URL (EventSource cannot send headers, so the token goes in the query). */
export async function eventStreamUrl(): Promise<string> {
  return `/api/terminal/events?token=${encodeURIComponent(await terminalToken())}`;
}
