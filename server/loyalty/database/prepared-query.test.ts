import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NoResultError, sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loyaltyEngines, openTestLoyaltyDb } from '../test-support/test-loyalty-db.js';
import type { LoyaltyDb } from './loyalty-db.js';
import { PreparedQuery, preparedPerShape } from './prepared-query.js';

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

/** As many rows as the shape says, their values read from the properties of one argument. */
const saveAll = preparedPerShape(
  (count: number) => (q, rows: readonly { name: string; value: string }[]) =>
    q
      .insertInto('service_secrets')
      .values(Array.from({ length: count }, (_, i) => ({ name: rows[i]!.name, value: rows[i]!.value }))),
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

  it('takes values from the properties of arguments, one compiled shape per key; a missing value is refused', async () => {
    const rows = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ name: `${tag}${i}`, value: tag }));
    await db.write(async (q) => {
      await saveAll(2).run(q, rows(2, 'a'));
      await saveAll(3).run(q, rows(3, 'b'));
      await saveAll(2).run(q, rows(2, 'c'));
    });
    expect(saveAll(2)).toBe(saveAll(2));
    const names = await db.query.selectFrom('service_secrets').select('name').orderBy('name').execute();
    expect(names.map((r) => r.name)).toEqual(['a0', 'a1', 'b0', 'b1', 'b2', 'c0', 'c1']);
    await expect(db.write((q) => saveAll(2).run(q, rows(1, 'd')))).rejects.toThrow(/argument 0\.1\.name is undefined/);
    expect(await secret.first(db.query, 'd0')).toBeUndefined();
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
