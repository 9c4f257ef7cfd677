import type { PaymentMessage } from '../i18n/payment-messages.js';
import type { StationIdentity } from '../i18n/station-label.js';
import type { PaymentEnding } from './payment-ending.js';
import type { PaymentState } from './payment-state.js';
import type { PrinterDocument } from './printer-document.js';

/** One payment as the journal lists it (`GET /api/journal/payments`); amounts in integer hundredths. */
export interface JournalEntry extends StationIdentity {
  readonly id: string;
  readonly createdAt: string;
  /** The station's `cashguid` (what the station filter takes). */
  readonly station: string;
  /** What people read for it: its name, else "Station N", in the bridge's `language` (the CSV's; the window labels it in its own). */
  readonly stationLabel: string;
  readonly state: PaymentState;
  /** How it ended (a timeout is not a cancel at the station); null while it runs. */
  readonly ending: PaymentEnding | null;
  readonly amountMinor: number;
  readonly tipMinor: number;
  readonly cardMasked: string | null;
  readonly guestPhone: string | null;
  readonly guestName: string | null;
  readonly authCode: string | null;
  readonly paymentSystem: string;
  readonly shiftId: number | null;
}

export interface JournalPage {
  readonly total: number;
  readonly offset: number;
  readonly entries: readonly JournalEntry[];
}

/** `GET /api/journal/stations`: the stations that appear in the journal. */
export interface JournalStations {
  readonly stations: readonly ({ readonly station: string; readonly label: string } & StationIdentity)[];
}

/** One transition of a payment (`payment_events`). */
export interface PaymentEvent {
  readonly at: string;
  readonly fromState: string | null;
  readonly toState: string;
  readonly detail: unknown;
}

/** A partial confirm or void, or a tip change (`payment_adjustments`): what it confirmed or voided, and what stays. */
export interface PaymentAdjustmentView {
  readonly at: string;
  readonly part: 'payment' | 'tip';
  readonly action: 'confirm' | 'void';
  readonly stepMinor: number;
  readonly remainingMinor: number;
  /** The loyalty order it replaced, and its replacement (null when nothing of a tip stays). */
  readonly fromOrderId: string;
  readonly toOrderId: string | null;
}

/** `GET /api/journal/payments/:id`: its fields, its transitions and its last slip (none if nothing was paid). */
export interface PaymentDetail extends JournalEntry {
  /** The amount first authorized when a partial step changed `amountMinor` (what stays paid); else null. */
  readonly authorizedMinor: number | null;
  /** The tip first authorized when a Tip block changed `tipMinor`; else null. */
  readonly tipAuthorizedMinor: number | null;
  readonly adjustments: readonly PaymentAdjustmentView[];
  readonly tipAuthCode: string | null;
  readonly tipActionId: string | null;
  readonly loyaltyOrderId: string;
  readonly balanceAfterMinor: number | null;
  /** What the station was shown, in the bridge's `language`. */
  readonly displayText: string | null;
  /** The same message as key and parameters, for the window to show in its own language; null on older payments. */
  readonly display: PaymentMessage | null;
  readonly declineReason: string | null;
  readonly authorizedAt: string | null;
  readonly confirmedAt: string | null;
  readonly voidedAt: string | null;
  readonly events: readonly PaymentEvent[];
  readonly slip: readonly PrinterDocument[] | null;
}
