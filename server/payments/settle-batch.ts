import type { Database } from 'better-sqlite3';
import { insertOutboxEntries, type NewOutboxEntry } from './outbox-queue.js';
import { paymentsById, transitionAll, type PaymentRow } from './payment-store.js';
import { ordersOf, settleStep, type SettleStep } from './settle-payment.js';
import type { SettleRequest } from './settle-payment.js';

/**
 * Settles the confpays and voidpays of one group commit together, inside its transaction: one read of every payment, one
 * UPDATE and one journal INSERT per action, one outbox INSERT, instead of four statements per request (about a third
 * of their time). The results are those of settleRequest() run one by one. Returns undefined, having written nothing,
 * when a request needs the one-by-one path to get its answer: no ActionID, a payment named twice, an unknown payment,
 * another amount, a Tip block or an earlier AuthInfo (partial steps), or a state it cannot leave (those answers are errors, which that path gives each request alone).
 */
export function settleAll(db: Database, requests: readonly SettleRequest[], at: string): PaymentRow[] | undefined {
  const ids: string[] = [];
  for (const request of requests) {
    if (!request.actionId) return undefined;
    ids.push(request.actionId);
  }
  if (new Set(ids).size !== ids.length) return undefined;
  const found = new Map(paymentsById(db, ids).map((row) => [row.id, row]));
  const moves: { readonly row: PaymentRow; readonly step: SettleStep }[] = [];
  for (const request of requests) {
    const row = found.get(request.actionId!);
    if (!row || row.amount_minor !== request.amountMinor || request.tip) return undefined;
    /** An AuthInfo of an order a partial step replaced may be a repeat of that step (settleRequest decides). */
    if (request.authInfo && request.authInfo !== row.loyalty_order_id) return undefined;
    let step: SettleStep | undefined;
    try {
      step = settleStep(row, request.action);
    } catch {
      return undefined;
    }
    if (step) moves.push({ row, step });
  }
  const settled = new Map<string, PaymentRow>();
  for (const to of ['confirmed', 'voided'] as const) {
    const group = moves.filter((move) => move.step.to === to);
    if (group.length === 0) continue;
    const { stamp } = group[0]!.step;
    const rows = transitionAll(
      db,
      group.map((move) => move.row),
      to,
      { [stamp]: at },
      at,
    );
    for (const row of rows) settled.set(row.id, row);
  }
  const entries = moves.flatMap(({ row, step }) =>
    ordersOf(row).map((orderId): NewOutboxEntry => ({ paymentId: row.id, kind: step.kind, orderId })),
  );
  if (entries.length > 0) insertOutboxEntries(db, entries, at);
  return ids.map((id) => settled.get(id) ?? found.get(id)!);
}
