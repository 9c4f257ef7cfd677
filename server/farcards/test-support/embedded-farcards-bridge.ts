import {
  balance,
  embeddedAccess,
  seedGuest,
  startTestBridge,
  type TestBridge,
} from '../../payments/test-support/station-driver.js';
import { bootstrapHalfShareProgramme } from './farcards-bridge.js';

/**
 * A bridge with `farcards.enabled` on its embedded loyalty service (SQLite), whose programme gives bonuses 50% of a
 * check and 5% cashback, and a guest `phone` holding `card` with 800.00 of bonuses.
 */
export async function startEmbeddedFarcardsBridge(
  phone: string,
  card: string,
): Promise<{ readonly bridge: TestBridge; wallet(): Promise<number> }> {
  const bridge = await startTestBridge({ farcards: { enabled: true } });
  await bootstrapHalfShareProgramme(bridge.dataDir);
  const access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, card, 800);
  return { bridge, wallet: async () => Math.round((await balance(bridge.url, access, phone)) * 100) };
}
