import { describe, expect, it } from 'vitest';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase } from '../storage/open-database.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { paymentColumns, rowColumns, rowOf } from './payment-row.js';
import { getPayment, openPayments, paymentsById } from './payment-store.js';
import { seedPayments } from './test-support/seed-payments.js';

describe('payment rows read in raw mode', () => {
  it('puts each column under its own name', () => {
    expect(rowOf(paymentColumns.map((_, i) => i))).toEqual(Object.fromEntries(paymentColumns.map((c, i) => [c, i])));
    expect(Object.keys(rowOf(paymentColumns.map(() => null)))).toEqual([...paymentColumns]);
  });

  it('gives the rows better-sqlite3 gives as objects, for one row, several, and none', () => {
    const db = openDatabase(tempDatabasePath('bridge.sqlite'), bridgeMigrations);
    try {
      seedPayments(
        db,
        ['authorized', 'awaiting_guest'].map((state, i) => ({
          id: `p-${i}`,
          state: state as 'authorized' | 'awaiting_guest',
          amountMinor: 150 + i,
          tipMinor: 20,
          createdAt: `2026-11-21T12:00:0${i}.000Z`,
          cardNumber: '5536910099990000',
          guestName: 'Анна',
          authCode: 'A1',
        })),
      );
      const objects = db.prepare(`SELECT ${rowColumns} FROM payments ORDER BY id`).all();
      expect(getPayment(db, 'p-0')).toEqual(objects[0]);
      expect(getPayment(db, 'p-9')).toBeUndefined();
      expect(paymentsById(db, ['p-1', 'p-0']).sort((a, b) => a.id.localeCompare(b.id))).toEqual(objects);
      expect(openPayments(db, ['awaiting_guest'])).toEqual([objects[1]]);
    } finally {
      db.close();
    }
  });
});
