import type { Database } from 'better-sqlite3';
import { paymentMessage } from '../../shared/i18n/payment-messages.js';
import { HttpError } from '../errors/http-error.js';
import { newId } from '../storage/new-id.js';
import { insertOutboxEntry, type ReorderRequest } from './outbox-queue.js';
import { insertAdjustment, type AdjustedPart } from './payment-adjustments.js';
import { adjustInPlace, transition, type PaymentFields, type PaymentRow } from './payment-store.js';
import { settleStep } from './settle-payment.js';
import { SettleRefusal } from './settle-refusal.js';
import type { SettleRequest } from './settle-payment.js';

/** One loyalty call the step owes, in the order it is queued. */
type Owed = { readonly kind: 'close' | 'refund'; readonly orderId: string } | ReorderOwed;
interface ReorderOwed {
  readonly kind: 'reorder';
  readonly orderId: string;
  readonly request: ReorderRequest;
}

/** What a step does to the payment: its fields, the loyalty calls it owes and the journal's detail. */
interface Plan {
  readonly fields: PaymentFields;
  readonly owed: Owed[];
  readonly detail: Record<string, unknown>;
}

/**
 * A partial confpay or voidpay, or one with a Tip block, inside the caller's transaction (docs/protocol.md, "Partial
 * amounts and tips"). A part whose amount changes has its loyalty order refunded whole and replaced by a new order of the
 * amount that stays paid (`reorder`: calculate, confirm, and close once the payment is confirmed): the loyalty service's
 * own operations, so the guest's balance and order history show exactly what was paid. Everything is written in one
 * transaction with its outbox entries before the reply, as a whole confirm or void is.
 */
export function settlePart(db: Database, payment: PaymentRow, request: SettleRequest, at: string): PaymentRow {
  const step = settleStep(payment, request.action);
  if (!step) return payment;
  const plan: Plan = { fields: {}, owed: [], detail: {} };
  const confirmed = request.action === 'confirm' || payment.state === 'confirmed';
  if (request.action === 'confirm') planConfirm(payment, request, plan, at);
  else planVoid(payment, request, plan, at, confirmed);
  const write = () => {
    for (const owed of plan.owed)
      insertOutboxEntry(
        db,
        payment.id,
        owed.kind,
        owed.orderId,
        at,
        owed.kind === 'reorder' ? owed.request : undefined,
      );
  };
  const adjusted = plan.detail.adjustments as Adjustment[] | undefined;
  const record = () => {
    write();
    for (const a of adjusted ?? []) insertAdjustment(db, { payment_id: payment.id, action: request.action, at, ...a });
  };
  if (request.action === 'confirm')
    return transition(db, payment, step.from, step.to, { ...plan.fields, confirmed_at: at }, at, plan.detail, record);
  if (plan.owed.length === 0) return payment;
  const row = adjustInPlace(db, payment, plan.fields, at, plan.detail);
  record();
  return row;
}

interface Adjustment {
  readonly part: AdjustedPart;
  readonly step_minor: number;
  readonly remaining_minor: number;
  readonly from_order_id: string;
  readonly to_order_id: string | null;
}

/** confpay of `amount` (at most what was authorized) with an optional tip (at most the tip the guest agreed to). */
function planConfirm(payment: PaymentRow, request: SettleRequest, plan: Plan, at: string): void {
  const amount = request.amountMinor;
  if (amount === 0) throw new HttpError(400, 'ConfPay: MyPay/@myAmount must be from 1: a payment is confirmed');
  if (amount > payment.amount_minor)
    throw new SettleRefusal(
      paymentMessage('overAuthorized', { amountMinor: amount, authorizedMinor: payment.amount_minor }),
    );
  if (amount === payment.amount_minor) plan.owed.push({ kind: 'close', orderId: payment.loyalty_order_id });
  else replacePayment(payment, amount, payment.amount_minor - amount, true, plan, at);
  const tip = request.tip?.amountMinor;
  if (tip === undefined) {
    if (payment.tip_order_id) plan.owed.push({ kind: 'close', orderId: payment.tip_order_id });
    return;
  }
  const tipOrder = requireTip(payment);
  if (tip > payment.tip_minor)
    throw new SettleRefusal(paymentMessage('tipRaised', { tipMinor: tip, agreedMinor: payment.tip_minor }));
  if (tip === payment.tip_minor) plan.owed.push({ kind: 'close', orderId: tipOrder });
  else replaceTip(payment, tipOrder, tip, payment.tip_minor - tip, true, plan, at);
}

/** voidpay of `amount` (at most what is paid) of the payment and of `Tip/MyPay` of its tip; the rest stays paid. */
function planVoid(payment: PaymentRow, request: SettleRequest, plan: Plan, at: string, confirmed: boolean): void {
  const amount = request.amountMinor;
  if (amount > payment.amount_minor)
    throw new SettleRefusal(paymentMessage('overPaid', { amountMinor: amount, paidMinor: payment.amount_minor }));
  if (amount > 0) replacePayment(payment, payment.amount_minor - amount, amount, confirmed, plan, at);
  const tip = request.tip?.amountMinor;
  if (tip === undefined) return;
  const tipOrder = requireTip(payment);
  if (tip > payment.tip_minor)
    throw new SettleRefusal(paymentMessage('overPaid', { amountMinor: tip, paidMinor: payment.tip_minor }));
  if (tip > 0) replaceTip(payment, tipOrder, payment.tip_minor - tip, tip, confirmed, plan, at);
}

/** The tip's order; a Tip block for a payment without a tip is refused. */
function requireTip(payment: PaymentRow): string {
  if (!payment.tip_order_id || payment.tip_minor === 0) throw new SettleRefusal(paymentMessage('noTip', {}));
  return payment.tip_order_id;
}

/** Refunds the payment's order and queues its replacement for `remaining`. */
function replacePayment(p: PaymentRow, remaining: number, stepMinor: number, close: boolean, plan: Plan, at: string) {
  const next = newId();
  refund(plan, {
    part: 'payment',
    step_minor: stepMinor,
    remaining_minor: remaining,
    from_order_id: p.loyalty_order_id,
    to_order_id: next,
  });
  plan.owed.push(reorder(p, next, 'PAYMENT', `Payment at ${p.station}`, remaining, close, at));
  Object.assign(plan.fields, {
    amount_minor: remaining,
    authorized_minor: p.authorized_minor ?? p.amount_minor,
    loyalty_order_id: next,
  });
  plan.detail.amountMinor = remaining;
}

/**
 * Refunds the tip's order and, unless nothing of the tip stays, queues its replacement for `remaining`: replacePayment's
 * deliberate twin for the tip's own columns and order.
 */
function replaceTip(
  p: PaymentRow,
  tipOrder: string,
  remaining: number,
  stepMinor: number,
  close: boolean,
  plan: Plan,
  at: string,
) {
  const next = remaining > 0 ? newId() : null;
  refund(plan, {
    part: 'tip',
    step_minor: stepMinor,
    remaining_minor: remaining,
    from_order_id: tipOrder,
    to_order_id: next,
  });
  if (next) plan.owed.push(reorder(p, next, 'TIP', 'Tip', remaining, close, at));
  Object.assign(plan.fields, {
    tip_minor: remaining,
    tip_authorized_minor: p.tip_authorized_minor ?? p.tip_minor,
    tip_order_id: next,
  });
  plan.detail.tipMinor = remaining;
}

function reorder(
  p: PaymentRow,
  orderId: string,
  code: string,
  name: string,
  amountMinor: number,
  close: boolean,
  at: string,
): ReorderOwed {
  if (!p.guest_phone) throw new HttpError(409, `the transaction ${p.id} has no guest: its amount cannot change`);
  return {
    kind: 'reorder',
    orderId,
    request: { phone: p.guest_phone, openedAt: at, code, name, amountMinor, close, closedAt: at },
  };
}

/** Queues the refund of an order that a partial settlement replaces and journals the step in the payment's detail. */
function refund(plan: Plan, adjustment: Adjustment): void {
  plan.owed.push({ kind: 'refund', orderId: adjustment.from_order_id });
  const list = (plan.detail.adjustments as Adjustment[] | undefined) ?? [];
  plan.detail.adjustments = list;
  list.push(adjustment);
}
