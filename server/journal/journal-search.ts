import type { Database } from 'better-sqlite3';
import { maskCardForWindow } from '../slips/mask-card.js';
import type { JournalEntry, JournalPage, JournalStations } from '../../shared/api/journal.js';
import type { PaymentState } from '../../shared/api/payment-state.js';
import type { JournalFilter } from './journal-query.js';
import { paymentEnding } from '../../shared/api/payment-ending.js';
import type { Language } from '../../shared/i18n/language.js';
import { stationIdentity, stationLabelOf } from '../stations/station-registry.js';
import { journalCondition, looksLikeActionId, searchMatch } from './journal-sql.js';

interface Row {
  rowid: number;
  id: string;
  createdAt: string;
  station: string;
  state: PaymentState;
  amountMinor: number;
  tipMinor: number;
  cardNumber: string | null;
  cardMasked: string | null;
  guestPhone: string | null;
  guestName: string | null;
  authCode: string | null;
  paymentSystem: string;
  shiftId: number | null;
  displayKey: string | null;
}

const columns = `p.rowid AS rowid, p.id, p.created_at AS createdAt, p.station, p.state, p.amount_minor AS amountMinor,
  p.tip_minor AS tipMinor, p.card_number AS cardNumber, p.card_masked AS cardMasked, p.guest_phone AS guestPhone,
  p.guest_name AS guestName, p.auth_code AS authCode, p.payment_system AS paymentSystem, p.shift_id AS shiftId,
  p.display_key AS displayKey`;

/** A row as the journal lists it; stations read as their labels in `language`. */
const entryIn = (db: Database, language: Language) =>
  function entry(row: Row): JournalEntry {
    return {
      id: row.id,
      createdAt: row.createdAt,
      station: row.station,
      stationLabel: stationLabelOf(db, row.station, language),
      ...stationIdentity(db, row.station),
      state: row.state,
      ending: paymentEnding(row.state, row.displayKey),
      amountMinor: row.amountMinor,
      tipMinor: row.tipMinor,
      cardMasked: maskCardForWindow(row.cardNumber, row.cardMasked),
      guestPhone: row.guestPhone,
      guestName: row.guestName,
      authCode: row.authCode,
      paymentSystem: row.paymentSystem,
      shiftId: row.shiftId,
    };
  };

/** Beyond this many text matches the page is read in date order, probing the matches (see journalCondition). */
const denseMatches = 2000;

/** How many payments the search text alone matches (FTS5 counts without touching `payments`); undefined for none. */
function textMatches(db: Database, text: string | undefined): number | undefined {
  const match = text === undefined ? undefined : searchMatch(text);
  if (match === undefined) return undefined;
  return db.prepare('SELECT count(*) FROM payments_search WHERE payments_search MATCH ?').pluck().get(match) as number;
}

const onlyText = (filter: JournalFilter): boolean =>
  Object.entries(filter).every(([key, value]) => key === 'text' || value === undefined);

/** One page of the filtered journal, newest first, with the count of every match. */
export function searchJournal(
  db: Database,
  filter: JournalFilter,
  offset = 0,
  limit = 100,
  language: Language = 'en',
): JournalPage {
  const matches = textMatches(db, filter.text);
  const { where, params } = journalCondition(filter, matches !== undefined && matches > denseMatches);
  const total =
    matches !== undefined && onlyText(filter) && !looksLikeActionId(filter.text!)
      ? matches
      : (db.prepare(`SELECT count(*) FROM payments p WHERE ${where}`).pluck().get(params) as number);
  const rows = db
    .prepare(
      `SELECT ${columns} FROM payments p WHERE ${where}
       ORDER BY p.created_at DESC, p.rowid DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit, offset }) as Row[];
  return { total, offset, entries: rows.map(entryIn(db, language)) };
}

/** Position after which the next chunk starts (keyset: newest first). */
export interface JournalCursor {
  readonly createdAt: string;
  readonly rowid: number;
}

/**
 * The filtered journal in chunks, newest first, by keyset: no statement stays open between chunks, so an export can
 * wait for the client between them without holding the connection the payment flow uses.
 */
export function journalChunk(
  db: Database,
  filter: JournalFilter,
  after: JournalCursor | undefined,
  size: number,
  language: Language = 'en',
): { entries: JournalEntry[]; next: JournalCursor | undefined } {
  const { where, params } = journalCondition(filter);
  const keyset = after ? 'AND (p.created_at, p.rowid) < (@afterAt, @afterRowid)' : '';
  const rows = db
    .prepare(
      `SELECT ${columns} FROM payments p WHERE ${where} ${keyset}
       ORDER BY p.created_at DESC, p.rowid DESC LIMIT @size`,
    )
    .all({ ...params, size, ...(after ? { afterAt: after.createdAt, afterRowid: after.rowid } : {}) }) as Row[];
  const last = rows.at(-1);
  return {
    entries: rows.map(entryIn(db, language)),
    next: last && rows.length === size ? { createdAt: last.createdAt, rowid: last.rowid } : undefined,
  };
}

/** The stations that appear in the journal (for the filter's choices), each with its label, ordered by it. */
export function journalStations(db: Database, language: Language = 'en'): JournalStations['stations'] {
  const stations = db.prepare('SELECT DISTINCT station FROM payments').pluck().all() as string[];
  return stations
    .map((station) => ({ station, label: stationLabelOf(db, station, language), ...stationIdentity(db, station) }))
    .sort((a, b) => a.label.localeCompare(b.label, language, { numeric: true }));
}
