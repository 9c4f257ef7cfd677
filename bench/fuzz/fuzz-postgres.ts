import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { startLoyalty } from '../../server/core/start-loyalty.js';
import { seedGuest, tempDir } from '../../server/payments/test-support/station-driver.js';
import { fuzzBootstrap, fuzzCard, fuzzPhone, fuzzSiteKey, type FuzzLoyalty } from './fuzz-bridge.js';

/** The hosted loyalty service the fuzzer sends to on PostgreSQL; stops it and removes its data folder. */
export interface FuzzPostgresLoyalty extends FuzzLoyalty {
  close(): Promise<void>;
}

const b2bKey = 'fuzz-b2b-key-0123456789';

/**
 * The hosted loyalty service (`npm run loyalty`'s startLoyalty, in this process) on the PostgreSQL database at
 * `databaseUrl`, with the bridge's fuzz bootstrap, a b2b key for its venue and the same seeded guest.
 */
export async function startFuzzPostgres(databaseUrl: string): Promise<FuzzPostgresLoyalty> {
  const dataDir = tempDir();
  const bootstrap = path.join(dataDir, 'fuzz-bootstrap.json');
  const apiKeys = [...fuzzBootstrap.apiKeys, { label: 'fuzz tills', kind: 'b2b', key: b2bKey, venues: ['default'] }];
  fs.writeFileSync(bootstrap, JSON.stringify({ ...fuzzBootstrap, apiKeys }));
  const service = await startLoyalty({
    settings: { host: '127.0.0.1', port: 0, logLevel: 'error', databaseUrl, bootstrap },
    dataDir,
    logger: pino({ level: 'silent' }),
  });
  const access = { posObjectId: 'default', apiKey: b2bKey };
  try {
    await seedGuest(service.url, access, fuzzPhone, fuzzCard, 100);
  } catch (error) {
    await service.close();
    throw error;
  }
  return {
    url: service.url,
    access,
    phone: fuzzPhone,
    card: fuzzCard,
    siteKey: fuzzSiteKey,
    async close() {
      await service.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
