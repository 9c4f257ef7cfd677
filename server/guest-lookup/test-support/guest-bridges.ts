import { freePort } from '../../../e2e/headless-server.js';
import {
  embeddedAccess,
  seedGuest,
  startTestBridge,
  type TestBridge,
} from '../../payments/test-support/station-driver.js';

/** Two bridges: one on its embedded loyalty service with a seeded guest, one whose hosted service cannot be reached. */
export interface GuestBridges {
  readonly live: TestBridge;
  readonly offline: TestBridge;
  close(): Promise<void>;
}

/** Starts both; the live one's guest has `phone`, the card `card` and `bonuses` (currency units). */
export async function startGuestBridges(phone: string, card: string, bonuses: number): Promise<GuestBridges> {
  const live = await startTestBridge();
  await seedGuest(live.url, embeddedAccess(live.dataDir), phone, card, bonuses);
  const offline = await startTestBridge({
    loyaltyUrl: `http://127.0.0.1:${await freePort()}`,
    apiKey: 'k',
    venue: 'v',
  });
  return {
    live,
    offline,
    async close() {
      await live.service.close();
      await offline.service.close();
    },
  };
}
