import { systemClock } from '../config/clock.js';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPaymentMessage } from '../../shared/i18n/payment-messages.js';
import { openSqliteLoyaltyDb } from '../loyalty/database/sqlite-loyalty-db.js';
import { applyBootstrap } from '../loyalty/provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../loyalty/provisioning/bootstrap-schema.js';
import { defaultVenueId } from '../loyalty/provisioning/embedded-default.js';
import { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase, type Database } from '../storage/open-database.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { authorizePayment } from './authorize-payment.js';
import { Outbox } from './outbox.js';
import { getPayment, type PaymentRow } from './payment-store.js';
import { insertAwaitingPayment } from './test-support/awaiting-payment.js';
import { balance, embeddedAccess, seedGuest, startTestBridge, type TestBridge } from './test-support/station-driver.js';

/**
 * The payment protocol pays an amount without knowing the check: a programme whose bonuses may pay 50% of a check
 * pays a till's payment up to the balance, or refuses it when its rule says so (the embedded service of a real bridge).
 */
const phone = '+79995550321';
let bridge: TestBridge;
let db: Database;
let access: ReturnType<typeof embeddedAccess>;

/** The embedded service's programme: a 50% share and the given rule for payments without a check. */
async function setProgramme(paymentsWithoutCheck: 'upToBalance' | 'refused'): Promise<void> {
  const loyaltyDb = openSqliteLoyaltyDb(path.join(bridge.dataDir, 'loyalty.sqlite'));
  try {
    const programme = { venue: defaultVenueId, name: 'Half', maxBonusSharePercent: 50, paymentsWithoutCheck };
    await applyBootstrap(loyaltyDb, bootstrapSchema.parse({ programmes: [programme] }));
  } finally {
    await loyaltyDb.close();
  }
}

async function authorize(amountMinor: number): Promise<PaymentRow> {
  const loyalty = new LoyaltyClient({ baseUrl: bridge.url, apiKey: access.apiKey, venue: access.posObjectId });
  const deps = {
    db,
    loyalty,
    outbox: new Outbox(db, loyalty, pino({ level: 'silent' })),
    language: 'en' as const,
    clock: systemClock,
  };
  const id = insertAwaitingPayment(db, '{CHECKLESS}', amountMinor);
  return authorizePayment(deps, getPayment(db, id)!, { lookup: { phone }, tipMinor: 0 });
}

beforeAll(async () => {
  bridge = await startTestBridge();
  access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, '4400110022003210', 5_000);
  db = openDatabase(tempDatabasePath(), bridgeMigrations);
});
afterAll(async () => {
  db.close();
  await bridge.service.close();
});

describe('an authpay under a programme with a 50% share', () => {
  it('is paid up to the balance (the share is a rule of the check, which the till does not send)', async () => {
    await setProgramme('upToBalance');
    const row = await authorize(100_000);
    expect(row.state).toBe('authorized');
    expect(await balance(bridge.url, access, phone)).toBe(4_000);
  });

  it('is declined, nothing charged, saying the programme refuses payments without a check, under the rule refused', async () => {
    await setProgramme('refused');
    const row = await authorize(100_000);
    expect(row.state).toBe('declined');
    expect(row.display_key).toBe('refusedWithoutCheck');
    expect(row.display_text).toBe(renderPaymentMessage('en', { key: 'refusedWithoutCheck', params: {} }));
    expect(await balance(bridge.url, access, phone)).toBe(4_000);
  });
});
