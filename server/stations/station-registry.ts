import type { Database } from 'better-sqlite3';
import type { StationView } from '../../shared/api/stations.js';
import type { Language } from '../../shared/i18n/language.js';
import { stationLabel, type StationIdentity } from '../../shared/i18n/station-label.js';
import { HttpError } from '../errors/http-error.js';
import { sql } from '../storage/statements.js';

interface StationRow {
  readonly number: number;
  readonly station: string;
  readonly fullcode: string | null;
  readonly name: string | null;
  readonly firstSeenAt: string;
}

const columns = 'number, station, fullcode, name, first_seen_at AS firstSeenAt';

/** The stations table of each open bridge database, read once and kept in step by every write below. */
const caches = new WeakMap<Database, Map<string, StationRow>>();

function cache(db: Database): Map<string, StationRow> {
  let known = caches.get(db);
  if (!known) {
    const rows = sql(db, `SELECT ${columns} FROM stations ORDER BY number`).all() as StationRow[];
    known = new Map(rows.map((row) => [row.station, row]));
    caches.set(db, known);
  }
  return known;
}

/**
 * Records that `station` sent a request (with its `fullcode`, if any): a new station gets the next number, a changed
 * code is kept. Writes only then, so a payment of a known station costs a map lookup.
 */
export function stationSeen(db: Database, station: string, fullcode: string | undefined, at: string): void {
  const known = cache(db).get(station);
  if (known && (fullcode === undefined || known.fullcode === fullcode)) return;
  const row = sql(
    db,
    `INSERT INTO stations (station, fullcode, first_seen_at) VALUES (?, ?, ?)
     ON CONFLICT (station) DO UPDATE SET fullcode = coalesce(excluded.fullcode, fullcode)
     RETURNING ${columns}`,
  ).get(station, fullcode ?? null, at) as StationRow;
  cache(db).set(station, row);
}

/** The label of a row: its name, else "Station N" (shared/i18n/station-label.ts). */
function labelOf(row: StationRow, language: Language): string {
  return stationLabel(identityOf(row), language);
}

const identityOf = (row: StationRow): StationIdentity => ({ stationName: row.name, stationNumber: row.number });

/** A station's name and number, for the window to label it in its own language; a station never seen is recorded now. */
export function stationIdentity(db: Database, station: string): StationIdentity {
  return identityOf(knownRow(db, station));
}

/** What people read for a station (see labelOf); a station never seen is recorded now, so it gets its number. */
export function stationLabelOf(db: Database, station: string, language: Language): string {
  return labelOf(knownRow(db, station), language);
}

function knownRow(db: Database, station: string): StationRow {
  if (!cache(db).has(station)) stationSeen(db, station, undefined, new Date().toISOString());
  return cache(db).get(station)!;
}

/** Every station seen, in the order they first paid. */
export function listStations(db: Database, language: Language): StationView[] {
  return [...cache(db).values()]
    .sort((a, b) => a.number - b.number)
    .map((row) => ({ ...row, label: labelOf(row, language) }));
}

/** Names a station seen (null clears the name); an unknown station is 404. */
export function renameStation(db: Database, station: string, name: string | null, language: Language): StationView {
  const row = sql(db, `UPDATE stations SET name = ? WHERE station = ? RETURNING ${columns}`).get(name, station) as
    StationRow | undefined;
  if (!row) throw new HttpError(404, `no station ${station} has been seen by this bridge`);
  cache(db).set(station, row);
  return { ...row, label: labelOf(row, language) };
}

/** `name` as its label when it is a station's `cashguid` this bridge has seen (reports stored before stations had names); else as is. */
export function labelIfStation(db: Database, name: string, language: Language): string {
  const row = cache(db).get(name);
  return row ? labelOf(row, language) : name;
}

/** The POS code (`SrcID/@fullcode`) a station last sent, if any. */
export function stationCodeOf(db: Database, station: string): string | undefined {
  return cache(db).get(station)?.fullcode ?? undefined;
}
