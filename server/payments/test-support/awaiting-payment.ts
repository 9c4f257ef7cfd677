import type { Database } from 'better-sqlite3';
import { newId } from '../../storage/new-id.js';
import { insertPayment } from '../payment-store.js';

/** Records a payment waiting for the guest, as an authpay from `station` would; returns its id. */
export function insertAwaitingPayment(db: Database, station: string, amountMinor = 100): string {
  const id = newId();
  insertPayment(db, {
    id,
    station,
    requestVersion: 4,
    amountMinor,
    loyaltyOrderId: newId(),
    paymentSystem: 'LOYALTY',
    at: new Date().toISOString(),
  });
  return id;
}
