import type { Database } from 'better-sqlite3';
import type { PaymentState } from '../../../shared/api/payment-state.js';

/** A payments row for tests and benchmarks; omitted columns get plausible values. */
export interface PaymentSeed {
  readonly id: string;
  readonly state: PaymentState;
  readonly amountMinor: number;
  readonly createdAt: string;
  readonly tipMinor?: number;
  readonly station?: string;
  readonly paymentSystem?: string;
  readonly cardNumber?: string | null;
  readonly guestPhone?: string | null;
  readonly guestName?: string | null;
  readonly authCode?: string | null;
  readonly shiftId?: number | null;
}

/** When a payment in `state` passed each step: paid ones were answered (so a restart's recovery leaves them be). */
function stepTimes(state: PaymentState, at: string) {
  const paid = state === 'authorized' || state === 'confirmed' || state === 'voided';
  return {
    authorizedAt: paid ? at : null,
    confirmedAt: state === 'confirmed' ? at : null,
    voidedAt: state === 'voided' ? at : null,
    repliedAt: paid || state === 'declined' ? at : null,
  };
}

/**
 * Writes payments rows (and their stations) directly, in one transaction, for tests and benchmarks where the payment flow itself is not
 * under test (the journal's search index follows through its triggers). Returns how many were written.
 */
export function seedPayments(db: Database, payments: Iterable<PaymentSeed>): number {
  const insert = db.prepare(
    `INSERT INTO payments (id, station, request_version, state, amount_minor, tip_minor, loyalty_order_id,
       payment_system, card_number, guest_phone, guest_name, auth_code, shift_id, created_at, updated_at, authorized_at,
       confirmed_at, voided_at, replied_at)
     VALUES (@id, @station, 4, @state, @amountMinor, @tipMinor, @orderId, @paymentSystem, @cardNumber, @guestPhone,
       @guestName, @authCode, @shiftId, @createdAt, @createdAt, @authorizedAt, @confirmedAt, @voidedAt, @repliedAt)`,
  );
  /** Each station is numbered in the order it first appears, as the terminal numbers the stations it sees. */
  const seen = db.prepare('INSERT INTO stations (station, first_seen_at) VALUES (?, ?) ON CONFLICT DO NOTHING');
  let count = 0;
  db.transaction(() => {
    for (const p of payments) {
      const station = p.station ?? '{00000000-0000-0000-0000-000000000001}';
      seen.run(station, p.createdAt);
      insert.run({
        id: p.id,
        station,
        state: p.state,
        amountMinor: p.amountMinor,
        tipMinor: p.tipMinor ?? 0,
        orderId: `order-${p.id}`,
        paymentSystem: p.paymentSystem ?? 'Tillbridge',
        cardNumber: p.cardNumber ?? null,
        guestPhone: p.guestPhone ?? null,
        guestName: p.guestName ?? null,
        authCode: p.authCode ?? null,
        shiftId: p.shiftId ?? null,
        createdAt: p.createdAt,
        ...stepTimes(p.state, p.createdAt),
      });
      count++;
    }
  })();
  return count;
}

const names = ['Anna Petrova', 'Ivan Sidorov', 'Мария Иванова', 'Олег Смирнов', 'John Smith', 'Eva Novak', null];
const states: readonly PaymentState[] = ['confirmed', 'confirmed', 'confirmed', 'authorized', 'voided', 'declined'];
export const seedStations = Array.from(
  { length: 6 },
  (_, i) => `{${i + 1}5EED00${i + 1}-0000-4000-8000-00000000000${i + 1}}`,
);

/** A deterministic, varied journal of `count` payments, one every `stepMs` from `start`. */
export function* generatedPayments(count: number, start: Date, stepMs = 30_000): Generator<PaymentSeed> {
  for (let i = 0; i < count; i++) {
    const guest = i % 997;
    const state = states[(i + Math.floor(i / states.length)) % states.length]!;
    const identified = state !== 'declined' || i % 2 === 0;
    yield {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      state,
      amountMinor: 100 + ((i * 7919) % 900_000),
      tipMinor: i % 7 === 0 ? 5000 : 0,
      station: seedStations[i % seedStations.length],
      createdAt: new Date(start.getTime() + i * stepMs).toISOString(),
      cardNumber: identified ? `553691${String(guest).padStart(10, '0')}` : null,
      guestPhone: identified ? `+7999${String(guest * 1009).padStart(7, '0')}` : null,
      guestName: identified ? names[guest % names.length] : null,
      authCode: state === 'declined' ? null : String((i * 104_729) % 1_000_000).padStart(6, '0'),
    };
  }
}
