import { getJson, postJson, terminalToken } from './http-client';

export type PaymentState =
  'awaiting_guest' | 'authorizing' | 'authorized' | 'confirmed' | 'voided' | 'declined' | 'cancelled' | 'failed';

/** A payment as the window's API shows it (amounts in hundredths). */
export interface PaymentView {
  readonly id: string;
  readonly station: string;
  readonly state: PaymentState;
  readonly amountMinor: number;
  readonly tipMinor: number;
  readonly tipAllowed: boolean;
  readonly guestName: string | null;
  readonly cardMasked: string | null;
  readonly balanceAfterMinor: number | null;
  readonly displayText: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The outbox: what waits to be sent to the loyalty service. */
export interface SyncStatus {
  readonly pending: number;
  readonly dead: number;
  readonly lastSuccessAt: string | null;
  readonly lastError: { readonly at: string; readonly message: string } | null;
}

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

export const fetchSync = (signal?: AbortSignal): Promise<SyncStatus> =>
  getJson<SyncStatus>('/api/terminal/sync', signal);

export const syncNow = (): Promise<SyncStatus> => postJson<SyncStatus>('/api/terminal/sync', {});

/** The event stream's URL (EventSource cannot send headers, so the token goes in the query). */
export async function eventStreamUrl(): Promise<string> {
  return `/api/terminal/events?token=${encodeURIComponent(await terminalToken())}`;
}
