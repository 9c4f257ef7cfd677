import type { PeriodSummary, ShiftSummary } from '../../shared/api/reports.js';
import { csvFile, csvMoney, csvTime, guardFormula, type CsvLocale } from '../exports/csv-format.js';
import { reportCsvTexts } from '../i18n/report-csv-texts.js';

/** The shift list as CSV: one row per shift, newest first, times local, amounts in the locale's decimals. */
export function shiftsCsv(shifts: readonly ShiftSummary[], locale: CsvLocale): string {
  const t = reportCsvTexts(locale.language).shifts;
  const zone = ` (${locale.timeZone})`;
  const header = [
    t.shift,
    t.opened + zone,
    t.closed + zone,
    t.closedBy,
    t.payments,
    t.paidPayments,
    t.paid,
    t.tips,
    t.voidedPayments,
    t.voided,
  ];
  const rows = shifts.map((s) => [
    String(s.id),
    csvTime(s.openedAt, locale),
    s.closedAt === null ? '' : csvTime(s.closedAt, locale),
    guardFormula(s.closedByStation ?? ''),
    String(s.paymentCount),
    String(s.paidCount),
    csvMoney(s.paidMinor, locale),
    csvMoney(s.tipsMinor, locale),
    String(s.voidedCount),
    csvMoney(s.voidedMinor, locale),
  ]);
  return csvFile(header, rows, locale);
}

/** A local slot (`YYYY-MM-DDTHH:00` or `YYYY-MM-DD`) written as the locale's spreadsheet reads it. */
function slotText(slot: string, locale: CsvLocale): string {
  const [, year, month, day, hour] = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):00)?$/.exec(slot) ?? [];
  if (!year) return slot;
  const date = locale.language === 'ru' ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;
  return hour === undefined ? date : `${date} ${hour}:00`;
}

/** A period report's timeline as CSV: one row per local hour (one or two days) or day. */
export function periodCsv(summary: PeriodSummary, locale: CsvLocale): string {
  const t = reportCsvTexts(locale.language).period;
  const unit = summary.timeline.unit === 'hour' ? t.hour : t.day;
  const header = [`${unit} (${locale.timeZone})`, t.payments, t.paidPayments, t.paid, t.tips];
  const rows = summary.timeline.slots.map((slot) => [
    slotText(slot.slot, locale),
    String(slot.count),
    String(slot.paidCount),
    csvMoney(slot.paidMinor, locale),
    csvMoney(slot.tipMinor, locale),
  ]);
  return csvFile(header, rows, locale);
}
