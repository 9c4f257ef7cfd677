import type { Database } from 'better-sqlite3';
import type { Writable } from 'node:stream';
import { checkColumns, checkTexts } from '../../shared/i18n/check-texts.js';
import type { JournalCheck } from '../../shared/api/journal-checks.js';
import { csvFile, csvMoney, csvTime, guardFormula, type CsvLocale } from '../exports/csv-format.js';
import { listChecks, type CheckFilter } from '../farcards/checks/check-journal.js';

/** Checks are few beside payments (one a guest's check): the export is one query, capped. */
const exportLimit = 100_000;

function cells(check: JournalCheck, locale: CsvLocale): string[] {
  const money = (minor: number | null): string => (minor === null ? '' : csvMoney(minor, locale));
  const values: Record<(typeof checkColumns)[number], string> = {
    time: csvTime(check.createdAt, locale),
    closed: check.closedAt === null ? '' : csvTime(check.closedAt, locale),
    number: guardFormula(check.number ?? ''),
    station: guardFormula(check.station ?? ''),
    card: guardFormula(check.card),
    phone: guardFormula(check.guestPhone),
    total: money(check.totalMinor),
    spent: money(check.spentMinor),
    earned: money(check.earnedMinor),
    status: checkTexts(locale.language).statuses[check.status],
  };
  return checkColumns.map((column) => values[column]);
}

/** The filtered checks as CSV (BOM, CRLF, the locale's language, local times), newest first. */
export function writeChecksCsv(db: Database, filter: CheckFilter, out: Writable, locale: CsvLocale): number {
  const texts = checkTexts(locale.language);
  const header = checkColumns.map((column) =>
    column === 'time' ? `${texts.headers.time} (${locale.timeZone})` : texts.headers[column],
  );
  const { entries } = listChecks(db, filter, 0, exportLimit);
  out.end(
    csvFile(
      header,
      entries.map((check) => cells(check, locale)),
      locale,
    ),
  );
  return entries.length;
}
