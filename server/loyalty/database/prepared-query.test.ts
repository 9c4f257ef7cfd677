import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NoResultError, sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loyaltyEngines, openTestLoyaltyDb } from '../test-support/test-loyalty-db.js';
import type { LoyaltyDb } from './loyalty-db.js';
import { PreparedQuery } from './prepared-query.js';

const secret = new PreparedQuery((q, name: string) =>
  q.selectFrom('service_secrets').select(['name', 'value']).where('name', '=', name),
);
/** A constant beside the arguments, and the arguments in another order than the SQL takes them. */
const saveSecret = new PreparedQuery((q, value: string, name: string) =>
  q
    .insertInto('service_secrets')
    .values({ name, value: sql<string>`upper(${value})` })
    .onConflict((c) => c.doNothing()),
);
const renameAll = new PreparedQuery((q, to: string) =>
  q.updateTable('service_secrets').set({ value: to }).where('name', 'like', 'k%'),
);

describe.each(loyaltyEngines)('PreparedQuery on %s', (engine) => {
  let db: LoyaltyDb;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-query-'));
    ({ db, drop } = await openTestLoyaltyDb(engine, dir, pino({ level: 'silent' })));
  });
  afterEach(async () => {
    await db.close();
    await drop();
  });

  it('runs one compiled query with each call’s arguments, in writes and in reads', async () => {
    await db.write(async (q) => {
      for (const [name, value] of [
        ['k1', 'a'],
        ['k2', 'b'],
        ['k1', 'again'],
      ] as const)
        await saveSecret.run(q, value, name);
      expect(await secret.first(q, 'k2')).toEqual({ name: 'k2', value: 'B' });
    });
    expect(await secret.first(db.query, 'k1')).toEqual({ name: 'k1', value: 'A' });
    expect(await secret.rows(db.query, 'none')).toEqual([]);
    expect(await db.write((q) => renameAll.changed(q, 'z'))).toBe(2);
    expect(await secret.firstOrThrow(db.query, 'k2')).toEqual({ name: 'k2', value: 'z' });
    await expect(secret.firstOrThrow(db.query, 'none')).rejects.toBeInstanceOf(NoResultError);
  });

  it('a read outside a write never sees what a running write has not committed', async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const write = db.write(async (q) => {
      await saveSecret.run(q, 'pending', 'k3');
      inside();
      await new Promise<void>((resolve) => (finish = resolve));
      throw new Error('refused');
    });
    await started;
    const read = secret.first(db.query, 'k3');
    finish();
    await expect(write).rejects.toThrow('refused');
    expect(await read).toBeUndefined();
  });
});
