import type { Response } from 'express';
import type { Queries } from '../database/loyalty-db.js';
import { guestIdentitySchema, organizationSchema } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { defineB2bEndpoint } from '../b2b-endpoint/b2b-endpoint.js';
import { historyFilterFields } from './history-filter.js';

export const maxBonusTake = 100_000;

/** The project's bonus-history record (docs/loyalty-api.md, "Bonus-history record"). */
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

/** Ledger rows read per query while streaming: each page is one short read, so writes go on between pages. */
const pageSize = 2_000;

interface LedgerRow {
  readonly id: number;
  readonly uuid: string;
  readonly operation: string;
  readonly amount_minor: number;
  readonly balance_after_minor: number;
  readonly comment: string | null;
  readonly order_id: string | null;
  readonly occurred_at: string;
  readonly venue_id: number | null;
}

/**
 * Streams `{"totalCount":n,"records":[...]}` page by page (keyset pagination on occurred_at, id: later pages continue
 * after the last row sent, so movements written meanwhile, which are newer, neither repeat nor shift rows), honouring
 * socket backpressure between pages.
 */
export async function streamBonusHistory(q: Queries, query: BonusQuery, res: Response): Promise<void> {
  let matching = q.selectFrom('bonus_ledger').where('guest_id', '=', query.guestId);
  if (query.fromDate) matching = matching.where('occurred_at', '>=', new Date(query.fromDate).toISOString());
  if (query.toDate) matching = matching.where('occurred_at', '<=', new Date(query.toDate).toISOString());
  const { count } = await matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const venues = new Map((await q.selectFrom('venues').select(['id', 'uuid']).execute()).map((v) => [v.id, v.uuid]));
  const page = matching
    .select([
      'id',
      'uuid',
      'operation',
      'amount_minor',
      'balance_after_minor',
      'comment',
      'order_id',
      'occurred_at',
      'venue_id',
    ])
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc');
  res.status(200).type('application/json');
  let chunk = `{"totalCount":${Number(count)},"records":[`;
  let first = true;
  let left = query.take;
  let last: LedgerRow | undefined;
  while (left > 0) {
    const after = last;
    const rows: LedgerRow[] = await (
      after
        ? /** A row-value comparison: both engines walk the (guest, time, id) index from there instead of filtering. */
          page.where((eb) => eb(eb.refTuple('occurred_at', 'id'), '<', eb.tuple(after.occurred_at, after.id)))
        : page.offset(query.skip)
    )
      .limit(Math.min(pageSize, left))
      .execute();
    for (const row of rows) {
      chunk += (first ? '' : ',') + record(row, venues);
      first = false;
    }
    left -= rows.length;
    last = rows.at(-1);
    if (rows.length < pageSize) break;
    if (!res.write(chunk)) await drained(res);
    chunk = '';
    if (res.destroyed) return;
  }
  res.end(chunk + ']}');
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
  const { uuid: id, operation: type, amount_minor: amount, balance_after_minor: after, comment } = row;
  const { order_id: orderId, occurred_at: at, venue_id: venueId } = row;
  const venue = venueId === null ? undefined : venues.get(venueId);
  return (
    `{"id":"${id}","type":"${type}","amount":${amount / 100},"balanceAfter":${after / 100},` +
    `"comment":${comment === null ? 'null' : JSON.stringify(comment)},"orderId":${orderId === null ? 'null' : `"${orderId}"`},` +
    `"occurredAt":"${at}","organizationId":${venue === undefined ? 'null' : `"${venue}"`}}`
  );
}
