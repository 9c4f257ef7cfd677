import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentState } from '../../shared/api/payment-state.js';
import { atomic } from '../storage/atomic.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase, type Database } from '../storage/open-database.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { paymentsById, type PaymentRow } from './payment-store.js';
import { settleAll } from './settle-batch.js';
import type { SettleRequest } from './settle-payment.js';
import { settleRequest } from './settle-request.js';
import { seedPayments } from './test-support/seed-payments.js';

const opened: Database[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const states: Record<string, PaymentState> = {
  'p-1': 'authorized',
  'p-2': 'authorized',
  'p-3': 'confirmed',
  'p-4': 'authorized',
  'p-5': 'voided',
  'p-6': 'awaiting_guest',
  'p-7': 'authorized',
};

/** A bridge database with the payments above (amount 100 each, created a second apart); p-4 also has a tip order. */
function seeded(): Database {
  const db = openDatabase(tempDatabasePath('bridge.sqlite'), bridgeMigrations);
  opened.push(db);
  seedPayments(
    db,
    Object.entries(states).map(([id, state], i) => ({
      id,
      state,
      amountMinor: 100,
      createdAt: new Date(Date.UTC(2026, 10, 21, 12, 0, i)).toISOString(),
    })),
  );
  db.prepare("UPDATE payments SET tip_order_id = 'tip-order-4' WHERE id = 'p-4'").run();
  return db;
}

const settle = (action: SettleRequest['action'], actionId: string, amountMinor = 100): SettleRequest => ({
  action,
  actionId,
  amountMinor,
});

/**
 * What a settlement left in the database, without the times it stamped (the two runs settle at other moments). The
 * journal in each payment's order: settleAll journals the confirmations of a batch, then its voids.
 */
function written(db: Database) {
  return {
    payments: db
      .prepare('SELECT id, state, confirmed_at IS NOT NULL AS c, voided_at IS NOT NULL AS v FROM payments')
      .all(),
    events: db
      .prepare('SELECT payment_id, from_state, to_state, detail FROM payment_events ORDER BY payment_id, id')
      .all(),
    outbox: db
      .prepare(
        'SELECT payment_id, kind, order_id, state, json_type(request) AS request FROM loyalty_outbox ORDER BY id',
      )
      .all() as { payment_id: string; kind: string; order_id: string }[],
  };
}

const withoutTimes = (row: PaymentRow) => ({
  ...row,
  updated_at: '',
  confirmed_at: !!row.confirmed_at,
  voided_at: !!row.voided_at,
});

describe('settleAll (a group commit of confpays and voidpays at once)', () => {
  it('answers and writes what settleRequest does one by one: confirms, voids, a refund of a confirmed one, repeats, a tip order', () => {
    const requests = [
      settle('confirm', 'p-1'),
      settle('void', 'p-2'),
      settle('void', 'p-3'),
      settle('confirm', 'p-4'),
      settle('void', 'p-5'),
      settle('confirm', 'p-7'),
    ];
    const together = seeded();
    const apart = seeded();
    const bulk = atomic(together, () => settleAll(together, requests, new Date().toISOString()));
    const single = atomic(apart, () =>
      requests.map((request) => settleRequest(apart, request, new Date().toISOString())),
    );
    expect(bulk?.map(withoutTimes)).toEqual(single.map(withoutTimes));
    expect(bulk?.map((row) => row.state)).toEqual([
      'confirmed',
      'voided',
      'voided',
      'confirmed',
      'voided',
      'confirmed',
    ]);
    expect(written(together)).toEqual(written(apart));
    /** Read back, the rows are what it answered. */
    const stored = new Map(
      paymentsById(
        together,
        requests.map((r) => r.actionId!),
      ).map((row) => [row.id, row]),
    );
    for (const row of bulk!) expect(stored.get(row.id)).toEqual(row);
    expect(written(together).outbox.map((entry) => `${entry.payment_id} ${entry.kind} ${entry.order_id}`)).toEqual([
      'p-1 close order-p-1',
      'p-2 refund order-p-2',
      'p-3 refund order-p-3',
      'p-4 close order-p-4',
      'p-4 close tip-order-4',
      'p-7 close order-p-7',
    ]);
  });

  it.each([
    [
      'a request without ActionID',
      [settle('confirm', 'p-1'), { action: 'confirm', authInfo: 'order-p-2', amountMinor: 100 }],
    ],
    ['a payment named twice', [settle('confirm', 'p-1'), settle('void', 'p-1')]],
    ['an unknown payment', [settle('confirm', 'p-1'), settle('confirm', 'p-404')]],
    ['another amount', [settle('confirm', 'p-1'), settle('confirm', 'p-2', 101)]],
    ['a voided payment to confirm', [settle('confirm', 'p-1'), settle('confirm', 'p-5')]],
    ['a payment still waiting for the guest', [settle('confirm', 'p-1'), settle('void', 'p-6')]],
  ] as [string, SettleRequest[]][])('declines, writing nothing, a batch with %s', (_name, requests) => {
    const db = seeded();
    const before = written(db);
    expect(atomic(db, () => settleAll(db, requests, new Date().toISOString()))).toBeUndefined();
    expect(written(db)).toEqual(before);
  });

  it('reads and updates the payments through their primary key, not a scan', () => {
    const db = seeded();
    const plans = [
      'SELECT id FROM payments WHERE id IN (SELECT value FROM json_each(\'["p-1"]\'))',
      "UPDATE payments SET state = 'confirmed' WHERE id IN (SELECT value FROM json_each('[\"p-1\"]'))",
    ].map((query) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${query}`)
        .all()
        .map((step) => (step as { detail: string }).detail)
        .join('; '),
    );
    for (const plan of plans) {
      expect(plan).toMatch(/SEARCH payments USING (COVERING )?INDEX sqlite_autoindex_payments_1 \(id=\?\)/);
      expect(plan).not.toMatch(/SCAN payments/);
    }
  });
});
