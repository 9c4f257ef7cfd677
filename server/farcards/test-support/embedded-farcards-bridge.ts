import path from 'node:path';
import { openSqliteLoyaltyDb } from '../../loyalty/database/sqlite-loyalty-db.js';
import { applyBootstrap } from '../../loyalty/provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../../loyalty/provisioning/bootstrap-schema.js';
import { defaultVenueId } from '../../loyalty/provisioning/embedded-default.js';
import {
  balance,
  embeddedAccess,
  seedGuest,
  startTestBridge,
  type TestBridge,
} from '../../payments/test-support/station-driver.js';

/**
 * A bridge with `farcards.enabled` on its embedded loyalty service (SQLite), whose programme gives bonuses 50% of a
 * check and 5% cashback, and a guest `phone` holding `card` with 800.00 of bonuses.
 */
export async function startEmbeddedFarcardsBridge(
  phone: string,
  card: string,
): Promise<{ readonly bridge: TestBridge; wallet(): Promise<number> }> {
  const bridge = await startTestBridge({ farcards: { enabled: true } });
  const loyaltyDb = openSqliteLoyaltyDb(path.join(bridge.dataDir, 'loyalty.sqlite'));
  try {
    const programme = {
      venue: defaultVenueId,
      name: 'Half',
      maxBonusSharePercent: 50,
      ranks: [{ name: 'Bronze', threshold: 0, cashbackPercentage: 5 }],
    };
    await applyBootstrap(loyaltyDb, bootstrapSchema.parse({ programmes: [programme] }));
  } finally {
    await loyaltyDb.close();
  }
  const access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, card, 800);
  return { bridge, wallet: async () => Math.round((await balance(bridge.url, access, phone)) * 100) };
}
