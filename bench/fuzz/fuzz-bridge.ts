import fs from 'node:fs';
import path from 'node:path';
import {
  api,
  embeddedAccess,
  seedGuest,
  startTestBridge,
  tempDir,
  type LoyaltyAccess,
  type TestBridge,
} from '../../server/payments/test-support/station-driver.js';

/** A loyalty service the fuzzer sends JSON to: its address, a venue's b2b key, a seeded guest and a site key. */
export interface FuzzLoyalty {
  readonly url: string;
  readonly access: LoyaltyAccess;
  readonly phone: string;
  readonly card: string;
  /** A site key for `/guest/v1` (without one, every guest body ends at the key check). */
  readonly siteKey: string;
}

/** The bridge the fuzzer sends to: the real one, in this process, with its embedded loyalty service and a guest. */
export interface FuzzBridge extends FuzzLoyalty {
  readonly bridge: TestBridge;
  /** Stops the bridge and removes its data folder. */
  close(): Promise<void>;
}

export const fuzzPhone = '+79990001234';
export const fuzzCard = '5536920011112222';
export const fuzzSiteKey = 'fuzz-site-key-0123456789';

/**
 * The loyalty service's venue with a programme (so orders earn and pay bonuses), a running campaign on the fuzzed
 * order's product (so calculations apply discounts and their fingerprints carry them) and a site key.
 */
export const fuzzBootstrap = {
  venues: [{ posObjectId: 'default', name: 'Fuzz venue' }],
  programmes: [
    { venue: 'default', maxBonusSharePercent: 50, ranks: [{ name: 'Base', threshold: 0, cashbackPercentage: 5 }] },
  ],
  campaigns: [
    {
      venue: 'default',
      id: '0f1e2d3c-0000-4000-8000-0000000000ca',
      name: 'Tea -10%',
      description: 'Ten percent off tea',
      from: '2020-01-01T00:00:00Z',
      productCodes: ['TEA'],
      discount: { percent: 10 },
    },
  ],
  apiKeys: [{ label: 'fuzz site', kind: 'site', key: fuzzSiteKey, siteDomain: 'fuzz.example', venues: ['default'] }],
};

/**
 * Starts the bridge and plays its cashier: every authpay the fuzzer gets through waits for the guest, so the cashier
 * declines each one as it shows up (an authpay is otherwise held for the authpay timeout).
 */
export async function startFuzzBridge(): Promise<FuzzBridge> {
  const dataDir = tempDir();
  fs.writeFileSync(path.join(dataDir, 'fuzz-bootstrap.json'), JSON.stringify(fuzzBootstrap));
  const bridge = await startTestBridge(
    { authpayTimeout: 5, loyaltyBootstrap: 'fuzz-bootstrap.json', stationAccruals: true },
    dataDir,
  );
  const access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, fuzzPhone, fuzzCard, 100);
  let running = true;
  const cashier = (async () => {
    while (running) {
      const { body } = await api(bridge, 'GET', '/payments/pending');
      for (const { id } of body.payments as { id: string }[])
        await api(bridge, 'POST', `/payments/${encodeURIComponent(id)}/decline`, {});
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    bridge,
    url: bridge.url,
    access,
    phone: fuzzPhone,
    card: fuzzCard,
    siteKey: fuzzSiteKey,
    async close() {
      running = false;
      await cashier;
      await bridge.service.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
