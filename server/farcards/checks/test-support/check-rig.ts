import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { LoyaltyClient } from '../../../loyalty-client/loyalty-client.js';
import type { LoyaltyEngine } from '../../../loyalty/database/loyalty-db.js';
import { seedProgramme } from '../../../loyalty/test-support/loyalty-fixtures.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../../../loyalty/test-support/loyalty-test-server.js';
import { bridgeMigrations } from '../../../storage/migrations/bridge/index.js';
import { openDatabase, type Database } from '../../../storage/open-database.js';
import { tempDatabasePath } from '../../../storage/test-support/test-database.js';
import type {
  CardQuery,
  CardTransaction,
  CheckLine,
  FarcardsCheck,
  TransactionBatch,
} from '../../farcards-contract.js';
import { createCheckService, type CheckDeps, type CheckService } from '../check-service.js';

/** A real loyalty service (SQLite as the embedded one, or PostgreSQL as a hosted one) and the bridge's SQLite. */
export interface CheckRig {
  readonly loyalty: LoyaltyTestServer;
  readonly db: Database;
  readonly dbFile: string;
  readonly client: LoyaltyClient;
  readonly service: CheckService;
  close(): Promise<void>;
}

/** The programme of the Done-when: 50% share, Bronze 5% cashback (seedProgramme), venue v1 of network net. */
export async function startCheckRig(
  engine: LoyaltyEngine,
  dbFile = tempDatabasePath('bridge.sqlite'),
): Promise<CheckRig> {
  const loyalty = await startLoyaltyTestServer({ engine });
  await seedProgramme(loyalty.db);
  const db = openDatabase(dbFile, bridgeMigrations);
  const { client, service } = checkServiceAt(db, loyalty.url, loyalty.apiKey);
  return {
    loyalty,
    db,
    dbFile,
    client,
    service,
    async close() {
      await service.stop();
      client.stop();
      db.close();
      await loyalty.close();
    },
  };
}

/** A check service on the bridge database `db` whose client calls the loyalty service at `baseUrl` (venue v1). */
export function checkServiceAt(
  db: Database,
  baseUrl: string,
  apiKey: string,
  more: Pick<CheckDeps, 'rkeeperCodes'> = {},
): { readonly client: LoyaltyClient; readonly service: CheckService } {
  const client = new LoyaltyClient({ baseUrl, apiKey, venue: 'v1', timeoutMs: 3000 });
  const service = createCheckService({
    db,
    loyalty: client,
    logger: pino({ level: 'silent' }),
    phoneRegion: 'RU',
    clock: () => new Date(),
    ...more,
  });
  return { client, service };
}

/** A guest with `bonusesMinor` on the wallet and a plastic card `card`. */
export async function seedCardGuest(
  loyalty: LoyaltyTestServer,
  phone: string,
  card: string,
  bonusesMinor: number,
): Promise<void> {
  ok(
    await loyalty.post('/guests/save', {
      organization: org(),
      guest: { phone, firstName: 'Anna', lastName: 'Petrova' },
    }),
  );
  if (bonusesMinor > 0)
    ok(
      await loyalty.post('/guests/addBonus', {
        organization: org(),
        guest: guestId(phone),
        amount: bonusesMinor / 100,
        comment: 'seed',
      }),
    );
  ok(
    await loyalty.post('/guests/addLoyaltyCard', {
      organization: org(),
      guest: guestId(phone),
      cardTrack: `T${card}`,
      cardNumber: card,
      isVirtual: false,
    }),
  );
}

export async function walletMinor(loyalty: LoyaltyTestServer, phone: string): Promise<number> {
  const wallet = ok(
    await loyalty.post<{ balance: number }>('/guests/getWallet', { organization: org(), guest: guestId(phone) }),
  );
  return Math.round(wallet.balance * 100);
}

/** The check of 1,000.00: a steak of 600.00 and two teas of 200.00 each, 400.00 in all. */
export const thousandLines: readonly CheckLine[] = [
  { uni: '1', code: '1003', name: 'Steak', type: 'dish', quantity: 1, listSumMinor: 60000, sumMinor: 60000 },
  { uni: '2', code: '1002', name: 'Tea', type: 'dish', quantity: 2, listSumMinor: 40000, sumMinor: 40000 },
];

export function aCheck(mode: number, card: string, overrides: Partial<FarcardsCheck> = {}): FarcardsCheck {
  return {
    mode,
    stationCode: '2',
    restaurantCode: '199990007',
    checkNumber: '5012',
    checkGuid: overrides.checkGuid ?? randomUUID(),
    holderCards: [card],
    lines: thousandLines,
    discounts: [],
    payments: [],
    ...overrides,
  };
}

export function cardQuery(card: string, check?: FarcardsCheck): CardQuery {
  return { card, restaurant: 7, unitNo: 2, check };
}

export function batchOf(
  check: FarcardsCheck,
  card: string,
  transactions: readonly Pick<CardTransaction, 'kind' | 'amountMinor'>[],
): TransactionBatch {
  return {
    check,
    transactions: transactions.map((t, index) => ({
      position: index + 1,
      card,
      restaurant: 7,
      station: 2,
      checkNumber: 5012,
      ...t,
    })),
  };
}
