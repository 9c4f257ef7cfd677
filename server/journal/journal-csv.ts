import type { Database } from 'better-sqlite3';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { csvMoney, csvText, csvTime, guardFormula, type CsvLocale } from '../exports/csv-format.js';
import { journalCells, journalColumns, journalColumnTexts } from '../../shared/i18n/journal-columns.js';
import type { JournalFilter } from './journal-query.js';
import { journalChunk, type JournalCursor } from './journal-search.js';

/** The header row and the cells of one payment, in the locale's language, time and decimals. */
export function journalCsvRows(locale: CsvLocale) {
  const texts = journalColumnTexts(locale.language);
  const header = journalColumns.map((column) =>
    column === 'time' ? `${texts.headers.time} (${locale.timeZone})` : texts.headers[column],
  );
  const cellFormat = { time: (iso: string) => csvTime(iso, locale), money: (minor: number) => csvMoney(minor, locale) };
  const numeric = new Set(['time', 'amount', 'tip', 'shift', 'actionId']);
  return {
    header,
    row: (entry: Parameters<typeof journalCells>[0]) => {
      const cells = journalCells(entry, locale.language, cellFormat);
      return journalColumns.map((column) => (numeric.has(column) ? cells[column] : guardFormula(cells[column])));
    },
  };
}

/**
 * Streams the filtered journal as CSV (UTF-8 with a BOM so Excel reads it as such, CRLF lines, header and states in
 * the locale's language, local times), newest first, in keyset chunks; waits for the client to drain between chunks
 * and stops when it goes away.
 */
export async function writeJournalCsv(
  db: Database,
  filter: JournalFilter,
  out: Writable,
  locale: CsvLocale,
  chunkSize = 2000,
): Promise<number> {
  const rows = journalCsvRows(locale);
  let written = 0;
  let cursor: JournalCursor | undefined;
  out.write('\uFEFF' + csvText([rows.header], locale));
  do {
    const chunk = journalChunk(db, filter, cursor, chunkSize, locale.language);
    written += chunk.entries.length;
    cursor = chunk.next;
    const text = chunk.entries.length > 0 ? csvText(chunk.entries.map(rows.row), locale) : '';
    if (!out.write(text) && cursor) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) return written;
  } while (cursor);
  out.end();
  return written;
}
