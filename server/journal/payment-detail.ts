import type { Database } from 'better-sqlite3';
import type { PaymentDetail } from '../../shared/api/journal.js';
import type { PrinterDocument } from '../../shared/api/printer-document.js';
import { paymentSlip, type SlipKind } from '../slips/payment-slip.js';
import type { PrintLayout } from '../slips/print-layout.js';
import type { PaymentRow } from '../payments/payment-store.js';
import { maskCardForWindow } from '../slips/mask-card.js';
import { storedMessage } from '../payments/payment-display.js';
import { paymentEnding } from '../../shared/api/payment-ending.js';
import { stationIdentity, stationLabelOf } from '../stations/station-registry.js';
import { adjustmentsOf } from '../payments/payment-adjustments.js';
import { paymentAsItStands } from '../payments/balance-now.js';

/** The slip a payment's state last printed, and when. */
function lastSlip(row: PaymentRow): { kind: SlipKind; at: string } | undefined {
  if (row.state === 'voided') return { kind: 'void', at: row.voided_at ?? row.updated_at };
  if (row.state === 'confirmed') return { kind: 'confirmation', at: row.confirmed_at ?? row.updated_at };
  if (row.state === 'authorized') return { kind: 'authorization', at: row.authorized_at ?? row.updated_at };
  return undefined;
}

/** The slip of a past payment, printed again as the station got it (`server/slips/`), fitted to the layout. */
export function reprintSlip(row: PaymentRow, layout: PrintLayout, stationLabel: string): PrinterDocument[] | null {
  const slip = lastSlip(row);
  if (!slip) return null;
  return paymentSlip(
    slip.kind,
    {
      venue: layout.venue,
      station: stationLabel,
      at: new Date(slip.at),
      cardNumber: row.card_number,
      amountMinor: row.amount_minor,
      tipMinor: row.tip_minor,
      balanceAfterMinor: row.balance_after_minor,
      authCode: row.auth_code,
      paymentSystem: row.payment_system,
      actionId: row.id,
      authorizedMinor: row.authorized_minor,
    },
    { width: layout.width, language: layout.language },
  );
}

/** A payment with its journal of transitions and its slip; undefined when there is no such payment. */
export function paymentDetail(db: Database, id: string, slip: PrintLayout): PaymentDetail | undefined {
  const recorded = db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as
    (PaymentRow & { shift_id: number | null }) | undefined;
  if (!recorded) return undefined;
  const row = { ...paymentAsItStands(db, recorded, slip.language), shift_id: recorded.shift_id };
  const label = stationLabelOf(db, row.station, slip.language);
  const events = db
    .prepare(
      `SELECT at, from_state AS fromState, to_state AS toState, detail FROM payment_events
       WHERE payment_id = ? ORDER BY id`,
    )
    .all(id) as { at: string; fromState: string | null; toState: string; detail: string }[];
  return {
    id: row.id,
    station: row.station,
    stationLabel: label,
    ...stationIdentity(db, row.station),
    state: row.state,
    ending: paymentEnding(row.state, row.display_key),
    amountMinor: row.amount_minor,
    tipMinor: row.tip_minor,
    paymentSystem: row.payment_system,
    cardMasked: maskCardForWindow(row.card_number, row.card_masked),
    guestPhone: row.guest_phone,
    guestName: row.guest_name,
    authCode: row.auth_code,
    tipAuthCode: row.tip_auth_code,
    tipActionId: row.tip_action_id,
    loyaltyOrderId: row.loyalty_order_id,
    balanceAfterMinor: row.balance_after_minor,
    displayText: row.display_text,
    display: storedMessage(row),
    declineReason: row.decline_reason,
    shiftId: row.shift_id,
    createdAt: row.created_at,
    authorizedAt: row.authorized_at,
    confirmedAt: row.confirmed_at,
    voidedAt: row.voided_at,
    events: events.map((e) => ({ ...e, detail: JSON.parse(e.detail) as unknown })),
    authorizedMinor: row.authorized_minor,
    tipAuthorizedMinor: row.tip_authorized_minor,
    adjustments: adjustmentsOf(db, id).map((a) => ({
      at: a.at,
      part: a.part,
      action: a.action,
      stepMinor: a.step_minor,
      remainingMinor: a.remaining_minor,
      fromOrderId: a.from_order_id,
      toOrderId: a.to_order_id,
    })),
    slip: reprintSlip(row, slip, label),
  };
}
