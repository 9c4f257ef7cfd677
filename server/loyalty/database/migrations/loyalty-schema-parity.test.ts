import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyMigrations } from './index.js';
import { openEngine, type EngineUnderTest } from './test-support/loyalty-engines.js';

describe('the loyalty schema after every migration', () => {
  let sqlite: EngineUnderTest;
  let postgres: EngineUnderTest;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([openEngine('sqlite'), openEngine('postgres')]);
    await sqlite.migrateTo(loyaltyMigrations.length);
    await postgres.migrateTo(loyaltyMigrations.length);
  });
  afterAll(async () => {
    await sqlite.close();
    await postgres.close();
  });

  it('has the same tables, columns (name, type, NULL or not) and indexes on SQLite and PostgreSQL', async () => {
    expect(await postgres.tables()).toEqual(await sqlite.tables());
    expect(await postgres.columns()).toEqual(await sqlite.columns());
    expect(await postgres.indexes()).toEqual(await sqlite.indexes());
  });
});
