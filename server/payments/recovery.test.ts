import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase } from '../storage/open-database.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { Outbox } from './outbox.js';
import { getPayment } from './payment-store.js';
import { recoverPayments } from './recovery.js';
import { insertAwaitingPayment } from './test-support/awaiting-payment.js';

/** Recovery of a payment that waited for the guest: nothing was called, so nothing goes to the outbox. */
const loyalty = new LoyaltyClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'unused', venue: 'unused' });
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

describe('start-up recovery of a payment still waiting for the guest', () => {
  it('cancels it with the restart message in the station language and queues nothing to undo', () => {
    const file = tempDatabasePath('bridge.sqlite');
    const first = openDatabase(file, bridgeMigrations);
    const id = insertAwaitingPayment(first, '{WAITING}');
    /** The process dies here: the row is all that is left of the authpay. */
    first.close();
    const db = openDatabase(file, bridgeMigrations);
    cleanup.push(() => db.close());
    const outbox = new Outbox(db, loyalty, pino({ level: 'silent' }));
    expect(recoverPayments(db, outbox, 'ru', new Date().toISOString())).toBe(1);
    const payment = getPayment(db, id);
    expect(payment?.state).toBe('cancelled');
    expect(payment?.display_key).toBe('restartedWaiting');
    expect(payment?.display_text).toMatch(/[а-я]/i);
    expect(db.prepare('SELECT count(*) FROM loyalty_outbox').pluck().get()).toBe(0);
    expect(recoverPayments(db, outbox, 'ru', new Date().toISOString())).toBe(0);
  });
});
