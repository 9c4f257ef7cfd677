import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { netGuest, seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { startingBonuses, tillRound, type TillAnswer } from '../test-support/many-tills.js';
import { postgresUrlVariable } from '../test-support/postgres-test-db.js';
import { ledgerSum } from '../test-support/ledger-sum.js';

const tills = 12;
const rounds = 6;
/** A bound for a loaded machine, not a measure: the 72 lifecycles take about 10 s on a quiet one. */
const testTimeoutMs = 120_000;
const phones = Array.from({ length: 6 }, (_, i) => `+7999000070${i}`);

/** A stamp campaign whose every second stamp (any order with P1) credits 1 bonus: a close then writes gifts and the ledger. */
const stampCampaign = {
  id: randomUUID(),
  network: 'net',
  type: 'stamp' as const,
  name: 'Soup club',
  description: 'every second soup earns a bonus',
  from: '2020-01-01T00:00:00Z',
  productCodes: ['P1'],
  stamp: {
    stampsPerGift: 2,
    gift: {
      name: 'A bonus',
      giftDescription: 'one bonus',
      imageUrl: '/g.png',
      smallImageUrl: '/g-s.png',
      iconImageUrl: '/g-i.png',
      type: 'bonus' as const,
      bonus: { value: 1 },
    },
  },
};

/**
 * Twelve tills pay for six guests at once on one instance over real HTTP: each round of a till is a whole lifecycle
 * (calculate, confirm with a write-off, close with the accrual) for a guest two other tills pay for meanwhile, with
 * resets, credits and refunds among them. Before the guest's row was locked first, two confirms of one guest each held
 * a key-share lock on it (their new order's foreign key) and then both asked for FOR UPDATE: PostgreSQL's deadlock.
 */
describe('one guest, many tills, on PostgreSQL', () => {
  let s: LoyaltyTestServer;
  let database = '';
  let stopped = false;
  /** Stops the service, leaving its database for the statistics to be read; dropped after all. */
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await s.closeKeepingData();
  };

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine: 'postgres' });
    await seedProgramme(s.db);
    await applyBootstrap(s.db, bootstrapSchema.parse({ campaigns: [stampCampaign] }));
    for (const phone of phones) {
      ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
      ok(
        await s.post('/guests/addBonus', {
          organization: org(),
          guest: guestId(phone),
          amount: startingBonuses,
          comment: 'start',
        }),
      );
    }
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(s.db.query);
    database = rows[0]?.name ?? '';
  });
  afterAll(async () => {
    if (s) await stop();
    if (database) await asAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it(
    'answers every request 200, meets no deadlock, and every balance equals its ledger',
    async () => {
      const post = (path: string, body: unknown) => s.post(path, body);
      const answers: TillAnswer[] = [];
      await Promise.all(
        Array.from({ length: tills }, async (_, till) => {
          for (let round = 0; round < rounds; round++) {
            const phone = phones[(till + round) % phones.length]!;
            answers.push(...(await tillRound(post, { venue: till % 2 ? 'v2' : 'v1', phone, round })));
          }
        }),
      );
      expect(answers.filter((a) => a.status !== 200).map((a) => `${a.path} ${a.status} ${a.code ?? ''}`)).toEqual([]);
      expect(answers.length).toBeGreaterThan(tills * rounds * 3);
      for (const phone of phones) {
        const guest = await netGuest(s.db, phone);
        const wallet = ok(
          await s.post<{ balance: number }>('/guests/getWallet', { organization: org(), guest: guestId(phone) }),
        );
        expect(await ledgerSum(s.db.query, guest?.id ?? 0)).toBe(guest?.balance_minor);
        expect(Math.round(wallet.balance * 100)).toBe(guest?.balance_minor);
      }
      const closed = await s.db.query
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('close_time', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(closed.n)).toBe(tills * rounds);
      expect(await deadlocksDetected()).toBe(0);
    },
    testTimeoutMs,
  );

  /**
   * The deadlocks PostgreSQL detected in this database, the retried ones included: read once the service's connections
   * have ended, since a backend reports its counts to the statistics when it exits.
   */
  async function deadlocksDetected(): Promise<number> {
    await stop();
    return await withAdmin(async (admin) => {
      await vi.waitFor(
        async () => {
          const { rows } = await admin.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [database],
          );
          expect(rows[0]?.n).toBe(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      await admin.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await admin.query<{ deadlocks: string }>(
        'SELECT deadlocks FROM pg_stat_database WHERE datname = $1',
        [database],
      );
      return Number(rows[0]?.deadlocks);
    });
  }
});

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env[postgresUrlVariable] });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const asAdmin = (statement: string) => withAdmin((admin) => admin.query(statement));
