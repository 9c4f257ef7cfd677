import { sql } from 'kysely';
import { StartupError } from '../../errors/startup-error.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import type { LoyaltySchema } from '../database/loyalty-schema.js';
import type { SqliteLoyaltyDb } from '../database/sqlite-loyalty-db.js';

type Table = keyof LoyaltySchema;

/**
 * Every table (each read in its rowid order, the ledger's by id) in an order that satisfies the foreign keys. The
 * ledger comes last: its trigger rebuilds each guest's balance from zero as the movements arrive, checking each one's `balance_after_minor` on the way. The limits' locks
 * and counters (`guest_limit_locks`, `api_key_login_failures`, `api_key_code_failures`, `admin_login_failures`) and the console's sessions are not
 * copied: they start afresh (administrators sign in again).
 */
const tables: readonly Table[] = [
  'scopes',
  'networks',
  'venues',
  'api_keys',
  'api_key_scopes',
  'service_secrets',
  'guests',
  'loyalty_cards',
  'programmes',
  'ranks',
  'campaigns',
  'stamp_progress',
  'orders',
  'gifts',
  'order_items',
  'order_refunds',
  'payment_codes',
  'guest_sms_codes',
  'guest_tokens',
  'guest_captcha_spent',
  'guest_limit_hits',
  'aborted_order_ids',
  'admins',
  'admin_programmes',
  'admin_password_links',
  'audit_log',
  'api_key_last_use',
  'bonus_ledger',
];

/** Tables whose `id` is generated: after the copy their sequences continue above the highest copied id. */
const identityTables: readonly Table[] = [
  'scopes',
  'networks',
  'venues',
  'api_keys',
  'guests',
  'loyalty_cards',
  'bonus_ledger',
  'admins',
  'audit_log',
  'ranks',
  'campaigns',
  'gifts',
  'guest_tokens',
  'guest_limit_hits',
];

const batchRows = 500;

export interface CopyReport {
  readonly rows: Readonly<Record<string, number>>;
  readonly wallets: number;
}

/** Copies a whole loyalty store from one database into an empty one (PostgreSQL), in one transaction, then verifies it. */
export async function copyStore(from: SqliteLoyaltyDb, to: LoyaltyDb): Promise<CopyReport> {
  const rows: Record<string, number> = {};
  await to.write(async (q) => {
    await refuseNonEmpty(q);
    if (to.engine === 'postgres') await sql`SET LOCAL statement_timeout = 0`.execute(q);
    for (const table of tables) rows[table] = await copyTable(from, q, table);
    if (to.engine === 'postgres')
      for (const table of identityTables)
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
          q,
        );
  });
  to.configChanged();
  const wallets = await verify(from, to, rows);
  return { rows, wallets };
}

async function refuseNonEmpty(q: Queries): Promise<void> {
  const { count } = await q
    .selectFrom('scopes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0)
    throw new StartupError('The target database already holds loyalty data: copy only into an empty database.');
}

/** One table, read in one pass over the SQLite file, written a batch at a time; guests arrive with a zero balance. */
async function copyTable(from: SqliteLoyaltyDb, q: Queries, table: Table): Promise<number> {
  let copied = 0;
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await q
      .insertInto(table)
      .values(batch as never)
      .execute();
    copied += batch.length;
    batch = [];
  };
  for (const row of from.raw.prepare(`SELECT * FROM ${table}`).iterate() as IterableIterator<Record<string, unknown>>) {
    batch.push(table === 'guests' ? { ...row, balance_minor: 0 } : row);
    if (batch.length === batchRows) await flush();
  }
  await flush();
  return copied;
}

/** Row counts equal, and every wallet's balance equal on both sides and to the sum of its ledger. */
async function verify(from: LoyaltyDb, to: LoyaltyDb, copied: Record<string, number>): Promise<number> {
  for (const table of tables) {
    const { count } = await to.query
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) !== copied[table])
      throw new StartupError(`Copy check failed: ${table} has ${count} rows, ${copied[table]} were copied.`);
  }
  const balances = async (db: LoyaltyDb) =>
    new Map(
      (
        await db.query
          .selectFrom('guests as g')
          .leftJoin('bonus_ledger as l', 'l.guest_id', 'g.id')
          .select((eb) => [
            'g.id',
            'g.balance_minor',
            eb.fn.coalesce(eb.fn.sum<number>('l.amount_minor'), eb.lit(0)).as('ledger'),
          ])
          .groupBy(['g.id', 'g.balance_minor'])
          .execute()
      ).map((row) => [row.id, { balance: Number(row.balance_minor), ledger: Number(row.ledger) }]),
    );
  const source = await balances(from);
  const target = await balances(to);
  for (const [id, wallet] of source) {
    const copy = target.get(id);
    if (!copy || copy.balance !== wallet.balance || copy.ledger !== copy.balance)
      throw new StartupError(
        `Copy check failed: guest ${id} has a balance of ${wallet.balance} in the source and ${copy?.balance} ` +
          `(ledger ${copy?.ledger}) in the target.`,
      );
  }
  return source.size;
}
