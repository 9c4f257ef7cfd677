import type { DailyReport, DailyReportRow } from '../../../shared/api/admin-console.js';
import type { ExpressionBuilder, ExpressionWrapper } from 'kysely';
import type { Queries } from '../database/loyalty-db.js';
import type { LoyaltySchema } from '../database/loyalty-schema.js';
import { dayStart, daysBetween, nextDay } from './day-cut.js';
import type { ProgrammeScope } from './programme-access.js';

export interface DailyReportRequest {
  readonly from: string;
  readonly to: string;
  /** One venue's posObjectId; every venue of the programme without it. */
  readonly venue?: string | undefined;
  readonly timeZone: string;
}

/** The programme's venues (or the one asked for), by posObjectId; undefined when the one asked for is not its. */
async function venuesOf(q: Queries, programme: ProgrammeScope, venue: string | undefined) {
  const venues = await q
    .selectFrom('venues')
    .select(['id', 'pos_object_id', 'name'])
    .$if(programme.kind === 'network', (qb) => qb.where('network_id', '=', programme.ownerId))
    .$if(programme.kind === 'venue', (qb) => qb.where('id', '=', programme.ownerId))
    .$if(venue !== undefined, (qb) => qb.where('pos_object_id', '=', venue ?? ''))
    .orderBy('pos_object_id')
    .execute();
  return venue !== undefined && venues.length === 0 ? undefined : venues;
}

/**
 * The index of the day (from `lo`, before `hi`) an order's `close_time` falls in, as nested CASEs that halve the days
 * at each level: about log2(days) comparisons per order, where a flat CASE would make one per day.
 */
function dayOf(
  eb: ExpressionBuilder<LoyaltySchema, 'orders'>,
  bounds: readonly string[],
  lo: number,
  hi: number,
): ExpressionWrapper<LoyaltySchema, 'orders', number> {
  if (hi - lo <= 1) return eb.lit(lo);
  const mid = Math.floor((lo + hi) / 2);
  return eb
    .case()
    .when('close_time', '<', bounds[mid] ?? '')
    .then(dayOf(eb, bounds, lo, mid))
    .else(dayOf(eb, bounds, mid, hi))
    .end();
}

/**
 * Closed orders per venue and day (the day of `close_time` in the zone): distinct guests, orders, bonuses earned and
 * spent, net of later refunds. One query on both engines: the days' starts are computed here, and CASEs over them
 * number each order's day, so the database groups without any date function of its own.
 */
export async function dailyReport(
  q: Queries,
  programme: ProgrammeScope,
  request: DailyReportRequest,
): Promise<DailyReport | undefined> {
  const venues = await venuesOf(q, programme, request.venue);
  if (!venues) return undefined;
  const days = daysBetween(request.from, request.to);
  const bounds = [...days, nextDay(request.to)].map((d) => new Date(dayStart(d, request.timeZone)).toISOString());
  const totals = new Map<string, { guests: number; orders: number; earned: number; spent: number }>();
  if (venues.length > 0) {
    const perOrder = q
      .selectFrom('orders')
      .select(['venue_id', 'guest_id', 'earned_bonus_minor', 'paid_bonus_minor', 'rollback_bonus_minor'])
      .select((eb) => dayOf(eb, bounds, 0, days.length).as('day'))
      .where('status', '=', 'closed')
      .where(
        'venue_id',
        'in',
        venues.map((v) => v.id),
      )
      .where('close_time', '>=', bounds[0] ?? '')
      .where('close_time', '<', bounds[bounds.length - 1] ?? '');
    const grouped = await q
      .selectFrom(perOrder.as('o'))
      .select((eb) => [
        'o.venue_id',
        'o.day',
        eb.fn.count<number>('o.guest_id').distinct().as('guests'),
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>('o.earned_bonus_minor').as('earned'),
        eb.fn.sum<number>(eb('o.paid_bonus_minor', '-', eb.ref('o.rollback_bonus_minor'))).as('spent'),
      ])
      .groupBy(['o.venue_id', 'o.day'])
      .execute();
    for (const g of grouped)
      totals.set(`${Number(g.venue_id)}/${Number(g.day)}`, {
        guests: Number(g.guests),
        orders: Number(g.orders),
        earned: Number(g.earned),
        spent: Number(g.spent),
      });
  }
  const rows: DailyReportRow[] = [];
  days.forEach((date, day) => {
    for (const venue of venues) {
      const t = totals.get(`${Number(venue.id)}/${day}`);
      rows.push({
        date,
        posObjectId: venue.pos_object_id,
        venueName: venue.name,
        guests: t?.guests ?? 0,
        orders: t?.orders ?? 0,
        earnedMinor: t?.earned ?? 0,
        spentMinor: t?.spent ?? 0,
      });
    }
  });
  return { timeZone: request.timeZone, rows };
}
