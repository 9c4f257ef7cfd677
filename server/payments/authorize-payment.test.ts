import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { commitThenSync } from '../storage/commit-then-sync.js';
import { systemClock } from '../config/clock.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase, type Database } from '../storage/open-database.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { authorizePayment, type AuthorizeDeps } from './authorize-payment.js';
import { Outbox } from './outbox.js';
import { getPayment } from './payment-store.js';
import { insertAwaitingPayment } from './test-support/awaiting-payment.js';
import { balance, embeddedAccess, seedGuest, startTestBridge, type TestBridge } from './test-support/station-driver.js';

/** A real loyalty service (the embedded one of a test bridge) and a bridge database of the test's own. */
const phone = '+79995550177';
let bridge: TestBridge;
let db: Database;
let access: ReturnType<typeof embeddedAccess>;

beforeAll(async () => {
  bridge = await startTestBridge();
  access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, '4400110022007700', 1_000);
  db = openDatabase(tempDatabasePath(), bridgeMigrations);
});
afterAll(async () => {
  db.close();
  await bridge.service.close();
});

const client = () => new LoyaltyClient({ baseUrl: bridge.url, apiKey: access.apiKey, venue: access.posObjectId });
const guestBalance = () => balance(bridge.url, access, phone);

const awaitingPayment = (amountMinor: number) => insertAwaitingPayment(db, '{SYNC}', amountMinor);

/** The real commit of the intent, whose `durable` the test replaces with `then(durable)`. */
function depsWith(loyalty: LoyaltyClient, then: (durable: Promise<void>) => Promise<void>): AuthorizeDeps {
  return {
    db,
    loyalty,
    outbox: new Outbox(db, loyalty, pino({ level: 'silent' })),
    language: 'en',
    clock: systemClock,
    commitIntent: <T>(database: Database, work: () => T) => {
      const committed = commitThenSync(database, work);
      const durable = then(committed.durable);
      durable.catch(() => undefined);
      return { value: committed.value, durable };
    },
  };
}

describe('authorizePayment and its durable intent', () => {
  it('charges nothing until the authorizing intent is on disk, and looks the guest up meanwhile', async () => {
    const id = awaitingPayment(2_500);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const loyalty = client();
    /** The sync is held back until the test has looked. */
    const deps = depsWith(loyalty, (durable) => durable.then(() => held));
    let confirmCalls = 0;
    const confirm = loyalty.confirm.bind(loyalty);
    loyalty.confirm = (...args) => (confirmCalls++, confirm(...args));
    const calculated = new Promise<void>((resolve) => {
      const calculate = loyalty.calculate.bind(loyalty);
      loyalty.calculate = async (...args) => {
        const answer = await calculate(...args);
        resolve();
        return answer;
      };
    });
    const authorizing = authorizePayment(deps, getPayment(db, id)!, { lookup: { phone }, tipMinor: 0 });
    await calculated;
    /** Well past the calculation: a confirm that did not wait for the sync would have been sent by now. */
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(confirmCalls).toBe(0);
    expect(getPayment(db, id)!.state).toBe('authorizing');
    expect(await guestBalance()).toBe(1_000);
    release();
    expect((await authorizing).state).toBe('authorized');
    expect(confirmCalls).toBe(1);
    expect(await guestBalance()).toBe(975);
  });

  it('fails the payment, nothing charged, when its intent cannot be made durable', async () => {
    const id = awaitingPayment(1_000);
    const loyalty = client();
    const deps = depsWith(loyalty, (durable) =>
      durable.then(() => Promise.reject(new Error('fsync of the WAL failed: EIO'))),
    );
    const before = await guestBalance();
    const row = await authorizePayment(deps, getPayment(db, id)!, { lookup: { phone }, tipMinor: 0 });
    expect(row.state).toBe('failed');
    expect(row.decline_reason).toMatch(/fsync of the WAL failed/);
    expect(await guestBalance()).toBe(before);
  });
});
