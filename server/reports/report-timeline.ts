import type { Database } from 'better-sqlite3';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { format } from 'date-fns/format';
import type { Timeline, TimelineSlot } from '../../shared/api/reports.js';
import { paidStates } from '../shifts/shift-totals.js';

const paidList = paidStates.map((s) => `'${s}'`).join(', ');
const slotFormat = { hour: "yyyy-MM-dd'T'HH':00'", day: 'yyyy-MM-dd' } as const;
const sqlFormat = { hour: '%Y-%m-%dT%H:00', day: '%Y-%m-%d' } as const;

/** Every slot from `first` to `last` (local), so hours or days without payments show as zero. */
function allSlots(unit: 'hour' | 'day', first: Date, last: Date, limit: number): string[] {
  const slots: string[] = [];
  const step = unit === 'hour' ? addHours : addDays;
  for (let at = first; at <= last && slots.length < limit; at = step(at, 1)) slots.push(format(at, slotFormat[unit]));
  return slots;
}

/** A slot's text as a local time (a bare date would parse as UTC). */
const localSlot = (slot: string): Date => new Date(slot.length === 10 ? `${slot}T00:00` : slot);

/**
 * Payments per local hour or day for the payments matching `where` (a condition on `payments` with named
 * parameters); `from`/`to` bound the axis (default: the first and last payment).
 */
export function timeline(
  db: Database,
  unit: 'hour' | 'day',
  where: string,
  params: Record<string, string | number>,
  range?: { from: Date; to: Date },
): Timeline {
  const rows = db
    .prepare(
      `SELECT strftime('${sqlFormat[unit]}', created_at, 'localtime') AS slot, count(*) AS count,
         sum(state IN (${paidList})) AS paidCount,
         sum(CASE WHEN state IN (${paidList}) THEN amount_minor ELSE 0 END) AS paidMinor,
         sum(CASE WHEN state IN (${paidList}) THEN tip_minor ELSE 0 END) AS tipMinor
       FROM payments WHERE ${where} GROUP BY slot ORDER BY slot`,
    )
    .all(params) as TimelineSlot[];
  const found = new Map(rows.map((row) => [row.slot, row]));
  const first = range?.from ?? (rows[0] ? localSlot(rows[0].slot) : undefined);
  const last = range?.to ?? (rows.at(-1) ? localSlot(rows.at(-1)!.slot) : undefined);
  if (!first || !last) return { unit, slots: [] };
  const empty = (slot: string): TimelineSlot => ({ slot, count: 0, paidCount: 0, paidMinor: 0, tipMinor: 0 });
  const slots = allSlots(unit, first, last, 24 * 400).map((slot) => found.get(slot) ?? empty(slot));
  return { unit, slots };
}
