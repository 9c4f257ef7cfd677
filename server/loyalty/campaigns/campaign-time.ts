import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { scopeCache } from '../config-cache/scope-cache.js';

/** Whether `Intl` knows this IANA zone name (`Europe/Moscow`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone of this machine, as `Intl` reads it (the embedded service's default). */
export function machineTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    const numeric = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-US', { ...numeric, second: '2-digit', hourCycle: 'h23', timeZone: zone });
    formats.set(zone, format);
  }
  return format;
}

/**
 * The wall clock of `zone` at the instant `iso`, written as campaign periods are stored (`2026-11-01T00:00:00.000Z`,
 * the `Z` standing for "as written"): a period typed as a date is compared with the venue's own date and time.
 */
export function wallClock(iso: string, zone: string): string {
  if (zone === 'UTC') return iso;
  const instant = new Date(iso);
  const part: Record<string, string> = {};
  for (const { type, value } of formatOf(zone).formatToParts(instant)) part[type] = value;
  const ms = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}.${ms}Z`;
}

/** A scope's zone and its venues' own (by venue id), cached until the configuration changes. */
const scopeZones = scopeCache(async (q: Queries, scopeId: number) => {
  const scope = await q.selectFrom('scopes').select('time_zone').where('id', '=', scopeId).executeTakeFirst();
  const venues = await q
    .selectFrom('venues')
    .select(['id', 'time_zone'])
    .where('scope_id', '=', scopeId)
    .where('time_zone', 'is not', null)
    .execute();
  return { scope: scope?.time_zone ?? null, venues: new Map(venues.map((v) => [v.id, v.time_zone])) };
});

/** The zone campaign periods are read in at a venue: its own, else its scope's, else the service's `fallback`. */
export async function venueTimeZone(
  db: LoyaltyDb,
  q: Queries,
  scopeId: number,
  venueId: number | null,
  fallback: string,
): Promise<string> {
  const zones = await scopeZones(db, q, scopeId);
  return (venueId === null ? undefined : zones.venues.get(venueId)) ?? zones.scope ?? fallback;
}
