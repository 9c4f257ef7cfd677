import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase, type Database } from '../storage/open-database.js';
import { Outbox, outboxMaxWaitMs, outboxQuietMs } from './outbox.js';

let db: Database;
let outbox: Outbox;
/** The loyalty service is the outside boundary here: the test only needs to see when the closes leave. */
let closed: string[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  db = openDatabase(
    path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-timing-')), 'bridge.sqlite'),
    bridgeMigrations,
  );
  closed = [];
  const loyalty = { close: (id: string) => Promise.resolve(void closed.push(id)) } as unknown as LoyaltyClient;
  outbox = new Outbox(db, loyalty, pino({ level: 'silent' }));
});
afterEach(async () => {
  await outbox.stop();
  db.close();
  vi.useRealTimers();
});

/** A confpay as the outbox sees it: a due close, then kickSoon. */
function confpay(order: string): void {
  const at = new Date().toISOString();
  db.prepare(
    `INSERT INTO loyalty_outbox (kind, order_id, request, next_attempt_at, created_at) VALUES ('close', ?, ?, ?, ?)`,
  ).run(order, JSON.stringify({ closedAt: at }), at, at);
  outbox.kickSoon();
}

describe('Outbox.kickSoon', () => {
  it('sends the closes of a burst together once the station is quiet', async () => {
    for (let i = 0; i < 20; i++) {
      confpay(`order-${i}`);
      await vi.advanceTimersByTimeAsync(outboxQuietMs / 2);
    }
    expect(closed).toEqual([]);
    await vi.advanceTimersByTimeAsync(outboxQuietMs);
    expect(closed).toHaveLength(20);
  });

  it('does not hold the closes back longer than the maximum wait while confpays keep coming', async () => {
    const started = performance.now();
    while (closed.length === 0 && performance.now() - started < outboxMaxWaitMs * 2) {
      confpay(`order-${performance.now()}`);
      await vi.advanceTimersByTimeAsync(outboxQuietMs / 5);
    }
    expect(closed.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThanOrEqual(outboxMaxWaitMs + outboxQuietMs);
  });
});
