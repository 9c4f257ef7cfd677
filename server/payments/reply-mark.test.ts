import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import BetterSqlite3 from 'better-sqlite3';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase } from '../storage/open-database.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { Outbox } from './outbox.js';
import { getPayment, transition } from './payment-store.js';
import { recoverPayments } from './recovery.js';
import { Terminal } from './terminal.js';
import { systemClock } from '../config/clock.js';
import { insertAwaitingPayment } from './test-support/awaiting-payment.js';

/** The loyalty service is never called here: replied() only writes the bridge's own database. */
const loyalty = new LoyaltyClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'unused', venue: 'unused' });
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

/** A terminal on a bridge database of its own, its error log lines collected, and one authorized payment. */
function authorizedPayment() {
  const file = tempDatabasePath('bridge.sqlite');
  const db = openDatabase(file, bridgeMigrations);
  const logged: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'error' }, sink);
  const terminal = new Terminal({
    db,
    loyalty,
    logger,
    tipsEnabled: false,
    confirmGuest: 'typed',
    authpayTimeoutMs: 1000,
    language: 'en',
    clock: systemClock,
  });
  const id = insertAwaitingPayment(db, '{MARK}');
  const at = new Date().toISOString();
  transition(db, id, ['awaiting_guest'], 'authorizing', {}, at);
  transition(db, id, ['authorizing'], 'authorized', { auth_code: '123456' }, at);
  cleanup.push(() => db.open && db.close());
  return { db, file, terminal, id, logged };
}

const repliedAt = (file: string, id: string): unknown => {
  const reader = new BetterSqlite3(file, { readonly: true });
  try {
    return reader.prepare('SELECT replied_at FROM payments WHERE id = ?').pluck().get(id);
  } finally {
    reader.close();
  }
};

describe('the authpay reply mark (replied_at)', () => {
  it('is committed at once, so a restart keeps the payment for its confpay instead of undoing it', async () => {
    const { db, file, terminal, id, logged } = authorizedPayment();
    const synced = terminal.replied(id, true);
    expect(repliedAt(file, id)).toEqual(expect.any(String));
    await synced;
    db.close();

    const reopened = openDatabase(file, bridgeMigrations);
    cleanup.push(() => reopened.close());
    const outbox = new Outbox(reopened, loyalty, pino({ level: 'silent' }));
    expect(recoverPayments(reopened, outbox, 'en', new Date().toISOString())).toBe(0);
    expect(getPayment(reopened, id)?.state).toBe('authorized');
    expect(logged).toEqual([]);
  });

  it('logs a sync that fails, naming the payment, and neither throws nor leaves a rejection unhandled', async () => {
    const { db, file, terminal, id, logged } = authorizedPayment();
    const dir = path.dirname(file);
    /** SQLite keeps writing through its open descriptors; the WAL can no longer be opened by name for the fsync. */
    fs.renameSync(dir, `${dir}-moved`);
    cleanup.push(() => fs.rmSync(`${dir}-moved`, { recursive: true, force: true }));
    const synced = terminal.replied(id, true);
    expect(getPayment(db, id)?.replied_at).toEqual(expect.any(String));
    await expect(synced).resolves.toBeUndefined();
    expect(logged).toEqual([
      expect.objectContaining({ payment: id, msg: 'the authpay reply mark could not be synced to disk' }),
    ]);
  });
});
