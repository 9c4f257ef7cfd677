import type { Database } from 'better-sqlite3';
import type { PaymentState } from './shift-totals.js';

/** A payments row for tests and benchmarks; omitted columns get plausible values. */
export interface SeedPayment {
  readonly id: string;
  readonly state: PaymentState;
  readonly amountMinor: number;
  readonly tipMinor?: number;
  readonly station?: string;
  readonly paymentSystem?: string;
  readonly cardNumber?: string;
  readonly createdAt: string;
  readonly shiftId?: number | null;
}

/** Writes payments rows directly (where the payment flow itself is not under test), in one transaction. */
export function seedPayments(db: Database, payments: Iterable<SeedPayment>): void {
  const insert = db.prepare(
    `INSERT INTO payments (id, station, request_version, state, amount_minor, tip_minor, loyalty_order_id,
       payment_system, card_number, shift_id, created_at, updated_at)
     VALUES (@id, @station, 4, @state, @amountMinor, @tipMinor, @orderId, @paymentSystem, @cardNumber, @shiftId,
       @createdAt, @createdAt)`,
  );
  db.transaction(() => {
    for (const p of payments)
      insert.run({
        id: p.id,
        station: p.station ?? '{00000000-0000-0000-0000-000000000001}',
        state: p.state,
        amountMinor: p.amountMinor,
        tipMinor: p.tipMinor ?? 0,
        orderId: `order-${p.id}`,
        paymentSystem: p.paymentSystem ?? 'Tillbridge',
        cardNumber: p.cardNumber ?? null,
        shiftId: p.shiftId ?? null,
        createdAt: p.createdAt,
      });
  })();
}
