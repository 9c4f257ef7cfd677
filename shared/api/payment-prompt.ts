import type { PaymentMessage } from '../i18n/payment-messages.js';
import type { StationIdentity } from '../i18n/station-label.js';
import type { PaymentEnding } from './payment-ending.js';
import type { PaymentState } from './payment-state.js';

/** A payment as the window's payment prompt API (`/api/terminal`) shows it (amounts in hundredths). */
export interface PaymentView extends StationIdentity {
  readonly id: string;
  /** The station's `cashguid`. */
  readonly station: string;
  /** What people read for it: its name, else "Station N" (in the bridge's `language`; the window labels it in its own). */
  readonly stationLabel: string;
  readonly state: PaymentState;
  readonly amountMinor: number;
  readonly tipMinor: number;
  readonly tipAllowed: boolean;
  readonly guestName: string | null;
  readonly cardMasked: string | null;
  readonly balanceAfterMinor: number | null;
  /** What the station was shown, in the bridge's `language`. */
  readonly displayText: string | null;
  /** The same message as key and parameters, for the window to show in its own language; null on older payments. */
  readonly display: PaymentMessage | null;
  /** How it ended (a timeout is not a cancel at the station); null while it runs. */
  readonly ending: PaymentEnding | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * How the loyalty service finds guests: `all` (card, phone or one-time code), or `phone` only (a service without the
 * card and code lookup, such as the vendor's own cloud). Sent in the event stream's snapshot and `lookup` events.
 */
export type GuestLookupMode = 'all' | 'phone';

/**
 * When the prompt shows the guest before paying (setting `prompt.confirmGuest`): a `typed` phone or card number only
 * (default; a swipe and a one-time code pay at once), `always` (every phone and card, swiped too) or `never`. Sent in
 * the event stream's snapshot.
 */
export const confirmGuestModes = ['typed', 'always', 'never'] as const;
export type ConfirmGuestMode = (typeof confirmGuestModes)[number];

/** `GET/POST /api/terminal/sync`, the outbox: what waits to be sent to the loyalty service. */
export interface SyncStatus {
  readonly pending: number;
  readonly dead: number;
  readonly lastSuccessAt: string | null;
  readonly lastError: { readonly at: string; readonly message: string } | null;
}
