import type { Database } from 'better-sqlite3';
import { stringify } from 'csv-stringify/sync';
import { format } from 'date-fns';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formatMinor } from '../slips/format-money.js';
import type { Language } from '../i18n/language.js';
import { journalCells, journalColumns, journalColumnTexts } from '../../shared/i18n/journal-columns.js';
import type { JournalFilter } from './journal-query.js';
import { journalChunk, type JournalCursor } from './journal-search.js';

/** How a CSV is written for a language: the delimiter (`;` where the decimal mark is a comma), decimals, dates. */
export interface CsvLocale {
  readonly language: Language;
  readonly delimiter: ',' | ';';
  /** The venue's time zone name for the time column's header (the times are this process's local time). */
  readonly timeZone: string;
}

/** The CSV conventions of a language: Russian Excel reads `;`, decimal commas and `dd.MM.yyyy`; English `,` and ISO. */
export function csvLocaleOf(language: Language, delimiter?: ',' | ';'): CsvLocale {
  return {
    language,
    delimiter: delimiter ?? (language === 'ru' ? ';' : ','),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading apostrophe. */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const timePattern: Readonly<Record<Language, string>> = { en: 'yyyy-MM-dd HH:mm:ss', ru: 'dd.MM.yyyy HH:mm:ss' };

/** Rows as CSV text: RFC 4180 quoting (csv-stringify), CRLF lines. */
function csvText(rows: readonly (readonly string[])[], locale: CsvLocale): string {
  return stringify(rows as string[][], { delimiter: locale.delimiter, record_delimiter: 'windows' });
}

/** The header row and the cells of one payment, in the locale's language, time and decimals. */
export function journalCsvRows(locale: CsvLocale) {
  const texts = journalColumnTexts(locale.language);
  const header = journalColumns.map((column) =>
    column === 'time' ? `${texts.headers.time} (${locale.timeZone})` : texts.headers[column],
  );
  const cellFormat = {
    time: (iso: string) => format(new Date(iso), timePattern[locale.language]),
    money: (minor: number) => (locale.delimiter === ';' ? formatMinor(minor).replace('.', ',') : formatMinor(minor)),
  };
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
    const chunk = journalChunk(db, filter, cursor, chunkSize);
    written += chunk.entries.length;
    cursor = chunk.next;
    const text = chunk.entries.length > 0 ? csvText(chunk.entries.map(rows.row), locale) : '';
    if (!out.write(text) && cursor) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) return written;
  } while (cursor);
  out.end();
  return written;
}
