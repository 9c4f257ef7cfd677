import type { DailyReport } from '../../../shared/api/admin-console.js';
import { csvFile, csvMoney, guardFormula, type CsvLocale } from '../../exports/csv-format.js';
import { reportCsvTexts } from '../../i18n/report-csv-texts.js';

/** `YYYY-MM-DD` as the locale's spreadsheet reads a date. */
function csvDate(date: string, locale: CsvLocale): string {
  return locale.language === 'ru' ? date.split('-').reverse().join('.') : date;
}

/** The daily report as CSV: one row per day and venue, amounts in minor units and again in the locale's decimals. */
export function dailyReportCsv(report: DailyReport, locale: CsvLocale): string {
  const t = reportCsvTexts(locale.language).daily;
  const header = [
    `${t.day} (${report.timeZone})`,
    t.venueCode,
    t.venue,
    t.guests,
    t.orders,
    t.earnedMinor,
    t.spentMinor,
    t.earned,
    t.spent,
  ];
  const rows = report.rows.map((r) => [
    csvDate(r.date, locale),
    guardFormula(r.posObjectId),
    guardFormula(r.venueName),
    String(r.guests),
    String(r.orders),
    String(r.earnedMinor),
    String(r.spentMinor),
    csvMoney(r.earnedMinor, locale),
    csvMoney(r.spentMinor, locale),
  ]);
  return csvFile(header, rows, locale);
}
