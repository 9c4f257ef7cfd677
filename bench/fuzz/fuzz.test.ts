import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../server/loyalty/test-support/postgres-test-db.js';
import { startFuzzBridge, type FuzzBridge } from './fuzz-bridge.js';
import { startFuzzPostgres, type FuzzPostgresLoyalty } from './fuzz-postgres.js';
import { loyaltyStillServes, runFuzz, runLoyaltyFuzz, stillServes } from './fuzz-suite.js';
import type { FuzzTally } from './fuzz-run.js';

let target: FuzzBridge;
let database: TestDatabase;
let hosted: FuzzPostgresLoyalty;

beforeAll(async () => {
  target = await startFuzzBridge();
  database = await createTestDatabase();
  hosted = await startFuzzPostgres(database.url);
});
afterAll(async () => {
  await hosted?.close();
  await database?.drop();
  await target?.close();
});

function expectClean(tally: FuzzTally): void {
  expect(tally.sent).toBeGreaterThan(0);
  expect(tally.failures, `${tally.target}: ${tally.failureCount} replies broke the rules`).toEqual([]);
  /** The run reaches past validation too: some bodies are still valid and get a 200. */
  expect(tally.byStatus.get(200) ?? 0).toBeGreaterThan(0);
}

describe('fuzzed bodies get a described 4xx, never a 5xx (seeded, the same bodies on every run)', () => {
  it('2,000 station XML bodies and 1,000 loyalty JSON bodies (SQLite); the bridge still serves afterwards', async () => {
    for (const tally of await runFuzz(target, { seed: 1, xml: 2000, json: 1000 })) expectClean(tally);
    expect(await stillServes(target)).toBe(true);
  }, 240_000);

  it('the same 1,000 loyalty JSON bodies to the hosted service on PostgreSQL; it still serves afterwards', async () => {
    expectClean(await runLoyaltyFuzz('loyalty JSON on PostgreSQL', hosted, { seed: 1, xml: 0, json: 1000 }));
    expect(await loyaltyStillServes(hosted)).toBe(true);
  }, 240_000);
});
