import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase, type Database } from '../storage/open-database.js';
import { scanOutbox } from './outbox-queue.js';

let db: Database | undefined;
afterEach(() => db?.close());

/** A bridge database with outbox entries (order, kind, next attempt) in this order; no payments are needed. */
function withEntries(entries: [order: string, kind: string, nextAttempt: string][]): Database {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-outbox-'));
  db = openDatabase(path.join(dir, 'bridge.sqlite'), bridgeMigrations);
  const insert = db.prepare(
    `INSERT INTO loyalty_outbox (kind, order_id, request, next_attempt_at, created_at) VALUES (?, ?, '{}', ?, ?)`,
  );
  for (const [order, kind, next] of entries) insert.run(kind, order, next, next);
  return db;
}

const past = '2020-01-01T00:00:00.000Z';
const future = '2999-01-01T00:00:00.000Z';
const now = '2026-01-01T00:00:00.000Z';

describe('scanOutbox', () => {
  it('groups what is due by order, in id order', () => {
    const due = scanOutbox(
      withEntries([
        ['a', 'close', past],
        ['b', 'close', past],
        ['a', 'refund', past],
      ]),
      now,
    ).due;
    expect([...due].map(([order, rows]) => [order, rows.map((r) => r.kind)])).toEqual([
      ['a', ['close', 'refund']],
      ['b', ['close']],
    ]);
  });

  it('never lets a refund overtake the close that waits for its retry, and says when that close is due', () => {
    const scan = scanOutbox(
      withEntries([
        ['a', 'close', future],
        ['a', 'refund', past],
        ['b', 'close', past],
      ]),
      now,
    );
    expect([...scan.due.keys()]).toEqual(['b']);
    expect(scan.nextAt).toBe(future);
  });

  it('leaves done and dead entries out', () => {
    const database = withEntries([
      ['a', 'close', past],
      ['b', 'close', past],
    ]);
    database.prepare("UPDATE loyalty_outbox SET state = 'done' WHERE order_id = 'a'").run();
    expect([...scanOutbox(database, now).due.keys()]).toEqual(['b']);
  });
});
