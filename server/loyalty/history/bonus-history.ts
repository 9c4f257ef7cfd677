import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { Response } from 'express';
import { guestIdentitySchema, organizationSchema } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { defineB2bEndpoint } from '../shared/b2b-endpoint.js';
import { historyFilterFields } from './history-filter.js';

export const maxBonusTake = 100_000;

/** The project's bonus-history record (seed 001 leaves it open). */
export const bonusHistoryRecordSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(['order', 'bizUser', 'campaign', 'api']),
    amount: z.number().openapi({ description: 'signed: positive credits, negative debits' }),
    balanceAfter: z.number(),
    comment: z.string().nullable(),
    orderId: z.uuid().nullable(),
    occurredAt: z.string().openapi({ format: 'date-time' }),
    organizationId: z.uuid().nullable().openapi({ description: 'venue uuid; null for admin changes' }),
  })
  .openapi('BonusHistoryRecord');

export const getBonusHistory = defineB2bEndpoint({
  path: '/guests/getBonusHistory',
  tag: 'history',
  summary: "The guest's bonus movements, newest first (project-designed record)",
  description: `skip default 0, take default 50, maximum ${maxBonusTake}. The answer is streamed.`,
  request: z.strictObject({
    guest: guestIdentitySchema,
    organization: organizationSchema,
    filter: z.strictObject(historyFilterFields(maxBonusTake)).nullable().optional(),
  }),
  response: z.object({ totalCount: z.number().int(), records: z.array(bonusHistoryRecordSchema) }),
});

export interface BonusQuery {
  readonly guestId: number;
  readonly fromDate?: string | null | undefined;
  readonly toDate?: string | null | undefined;
  readonly skip: number;
  readonly take: number;
}

/** A ledger row in raw (array) mode: uuid, operation, amount, balance after, comment, order id, time, venue id. */
type LedgerRow = [string, string, number, number, string | null, string | null, string, number | null];

/** A read-only connection of its own, so the iterator can wait for the socket without blocking the service's connection. */
function openReader(db: Database): Database {
  const binding = process.env.TILLBRIDGE_SQLITE_BINDING || undefined;
  const reader = new BetterSqlite3(db.name, {
    readonly: true,
    fileMustExist: true,
    ...(binding ? { nativeBinding: binding } : {}),
  });
  reader.pragma('busy_timeout = 5000');
  return reader;
}

/** Streams `{"totalCount":n,"records":[...]}` from an iterator over one snapshot, honouring socket backpressure. */
export async function streamBonusHistory(db: Database, q: BonusQuery, res: Response): Promise<void> {
  const where = ['l.guest_id = ?'];
  const params: (string | number)[] = [q.guestId];
  if (q.fromDate) {
    where.push('l.occurred_at >= ?');
    params.push(new Date(q.fromDate).toISOString());
  }
  if (q.toDate) {
    where.push('l.occurred_at <= ?');
    params.push(new Date(q.toDate).toISOString());
  }
  const clause = where.join(' AND ');
  const reader = openReader(db);
  try {
    reader.exec('BEGIN');
    const total = reader
      .prepare(`SELECT COUNT(*) FROM bonus_ledger l WHERE ${clause}`)
      .pluck()
      .get(...params) as number;
    const venues = new Map(reader.prepare('SELECT id, uuid FROM venues').raw().all() as [number, string][]);
    const rows = reader
      .prepare(
        `SELECT l.uuid, l.operation, l.amount_minor, l.balance_after_minor, l.comment, l.order_id, l.occurred_at,
                l.venue_id
         FROM bonus_ledger l WHERE ${clause} ORDER BY l.occurred_at DESC, l.id DESC LIMIT ? OFFSET ?`,
      )
      .raw()
      .iterate(...params, q.take, q.skip) as IterableIterator<LedgerRow>;
    res.status(200).type('application/json');
    let chunk = `{"totalCount":${total},"records":[`;
    let first = true;
    for (const row of rows) {
      chunk += (first ? '' : ',') + record(row, venues);
      first = false;
      if (chunk.length >= 64 * 1024) {
        const ok = res.write(chunk);
        chunk = '';
        if (!ok) await drained(res);
        if (res.destroyed) {
          rows.return?.();
          return;
        }
      }
    }
    res.end(chunk + ']}');
  } finally {
    if (reader.inTransaction) reader.exec('COMMIT');
    reader.close();
  }
}

/** Resolves when the socket wants more, or is gone; removes both listeners either way. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * One record as JSON text, written by hand for speed: uuids, operation names and ISO times never need escaping; the
 * free-text comment goes through JSON.stringify. Same shape as bonusHistoryRecordSchema.
 */
function record(row: LedgerRow, venues: Map<number, string>): string {
  const [id, type, amount, after, comment, orderId, at, venueId] = row;
  const venue = venueId === null ? undefined : venues.get(venueId);
  return (
    `{"id":"${id}","type":"${type}","amount":${amount / 100},"balanceAfter":${after / 100},` +
    `"comment":${comment === null ? 'null' : JSON.stringify(comment)},"orderId":${orderId === null ? 'null' : `"${orderId}"`},` +
    `"occurredAt":"${at}","organizationId":${venue === undefined ? 'null' : `"${venue}"`}}`
  );
}
