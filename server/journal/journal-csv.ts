import type { Database } from 'better-sqlite3';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formatMinor } from '../slips/format-money.js';
import type { JournalFilter } from './journal-query.js';
import type { JournalEntry } from '../../shared/api/journal.js';
import { journalChunk, type JournalCursor } from './journal-search.js';

const header = [
  'Time (UTC)',
  'Station',
  'State',
  'Amount',
  'Tip',
  'Card',
  'Phone',
  'Guest',
  'Auth code',
  'Payment system',
  'Shift',
  'Action ID',
];

/** A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading apostrophe. */
function text(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: a cell with the delimiter, a quote or a line break is quoted, quotes doubled. */
export function csvCell(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvRow(cells: readonly string[], delimiter: string): string {
  return cells.map((cell) => csvCell(cell, delimiter)).join(delimiter) + '\r\n';
}

function entryCells(e: JournalEntry): string[] {
  return [
    e.createdAt,
    text(e.station),
    e.state,
    formatMinor(e.amountMinor),
    formatMinor(e.tipMinor),
    text(e.cardMasked),
    text(e.guestPhone),
    text(e.guestName),
    text(e.authCode),
    text(e.paymentSystem),
    e.shiftId === null ? '' : String(e.shiftId),
    e.id,
  ];
}

/**
 * Streams the filtered journal as CSV (UTF-8 with a BOM so Excel reads it as such, CRLF lines), newest first, in
 * keyset chunks; waits for the client to drain between chunks and stops when it goes away.
 */
export async function writeJournalCsv(
  db: Database,
  filter: JournalFilter,
  out: Writable,
  delimiter: ',' | ';' = ',',
  chunkSize = 2000,
): Promise<number> {
  let written = 0;
  let cursor: JournalCursor | undefined;
  out.write('\uFEFF' + csvRow(header, delimiter));
  do {
    const chunk = journalChunk(db, filter, cursor, chunkSize);
    const lines = chunk.entries.map((e) => csvRow(entryCells(e), delimiter)).join('');
    written += chunk.entries.length;
    cursor = chunk.next;
    if (!out.write(lines) && cursor) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) return written;
  } while (cursor);
  out.end();
  return written;
}
