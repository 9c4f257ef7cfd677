import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { expect, vi } from 'vitest';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { openPostgresLoyaltyDb } from '../database/postgres-loyalty-db.js';
import { openSqliteLoyaltyDb } from '../database/sqlite-loyalty-db.js';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { findGuest, type GuestRow } from '../guest-store/guest-store.js';
import { org, type LoyaltyTestServer } from './loyalty-test-server.js';
import { postgresUrlVariable } from './postgres-test-db.js';

/**
 * A programme for network `net`: 50% payable with bonuses, ranks Bronze 5% and Silver 10% from 1000 spent; its rule
 * for payments without a check `paymentsWithoutCheck` where given.
 */
export async function seedProgramme(db: LoyaltyDb, paymentsWithoutCheck?: 'upToBalance' | 'refused'): Promise<void> {
  await applyBootstrap(
    db,
    bootstrapSchema.parse({
      programmes: [
        {
          network: 'net',
          name: 'Net bonuses',
          maxBonusSharePercent: 50,
          ...(paymentsWithoutCheck ? { paymentsWithoutCheck } : {}),
          ranks: [
            { name: 'Bronze', threshold: 0, cashbackPercentage: 5 },
            { name: 'Silver', threshold: 1000, cashbackPercentage: 10, confirmation: { sum: 500, hours: 720 } },
          ],
        },
      ],
    }),
  );
}

/** The guest with this phone in network `net` (the test server's venues v1 and v2). */
export async function netGuest(db: LoyaltyDb, phone: string): Promise<GuestRow | undefined> {
  const network = await db.query
    .selectFrom('networks')
    .select('scope_id')
    .where('code', '=', 'net')
    .executeTakeFirstOrThrow();
  return findGuest(db.query, network.scope_id, phone);
}

/**
 * A second connection to the test server's database, as another instance, `loyalty-admin` or a bootstrap in another
 * process would open it: the same SQLite file, or the same PostgreSQL database (the run's server, this database's name).
 */
export async function openAnotherInstance(s: LoyaltyTestServer): Promise<LoyaltyDb> {
  if (s.engine === 'sqlite') return openSqliteLoyaltyDb(path.join(s.dir, 'loyalty.sqlite'));
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(s.db.query);
  const url = new URL(process.env[postgresUrlVariable] ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return openPostgresLoyaltyDb({ url: url.toString(), logger: pino({ level: 'silent' }) });
}

/**
 * Waits until the test server has heard of a configuration change another instance committed after it read `before`
 * from `configVersion()`. SQLite: nothing to wait for, its next read sees another connection's commit. PostgreSQL: the
 * change arrives as a notification a moment after the commit.
 */
export async function changeArrived(s: LoyaltyTestServer, before: number): Promise<void> {
  if (s.engine === 'sqlite') return;
  await vi.waitFor(() => expect(s.db.configVersion()).not.toBe(before), { timeout: 10_000, interval: 5 });
}

export interface Line {
  code: string;
  price: number;
  cost?: number;
  quantity?: number;
  categories?: string[];
}

/** An order body of the loyalty API (docs/loyalty-api.md) from short lines. */
export function order(lines: Line[], openedAt = '2025-03-01T12:00:00Z') {
  return {
    openedAt,
    items: lines.map((l) => ({
      product: { code: l.code, name: `Product ${l.code}`, group: null, categories: l.categories ?? null },
      price: l.price,
      cost: l.cost ?? l.price,
      quantity: l.quantity ?? 1,
    })),
  };
}

export function confirmBody(
  o: ReturnType<typeof order>,
  fingerprint: string | null,
  options: { phone?: string; payment?: number; id?: string; venue?: string } = {},
) {
  return {
    id: options.id ?? randomUUID(),
    order: o,
    organization: org(options.venue ?? 'v1'),
    guest: options.phone ? { type: 'phone', phone: options.phone } : null,
    loyalty: fingerprint
      ? {
          pattern: 'fingerprint',
          fingerprint: {
            value: fingerprint,
            options: options.payment !== undefined ? { bonuses: { payment: options.payment } } : null,
          },
        }
      : null,
  };
}
