import { format as formatDateFns, formatDistanceToNowStrict, type Locale } from 'date-fns';
import { enGB, ru } from 'date-fns/locale';

/** Locale-aware formatting for the window: money from integer hundredths, numbers, dates, times. */

const dateLocales: Readonly<Record<string, Locale>> = { en: enGB, ru };
const intlLocales: Readonly<Record<string, string>> = { en: 'en-GB', ru: 'ru-RU' };

export const dateLocale = (language: string): Locale => dateLocales[language] ?? enGB;
export const intlLocale = (language: string): string => intlLocales[language] ?? 'en-GB';

/** Decimal text of hundredths, exactly (no floating point): 288000 → "2880.00", -5 → "-0.05". */
export function minorToDecimal(minor: number | bigint): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** 288000 → "2,880.00" (en) or "2 880,00" (ru); Intl formats the decimal string exactly. */
export function formatMoney(minor: number, language: string): string {
  const format = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(minorToDecimal(minor) as unknown as number);
}

export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** "21 Nov 2026" / "21 нояб. 2026 г." */
export function formatDate(value: Date | string | number, language: string): string {
  return formatDateFns(toDate(value), 'PP', { locale: dateLocale(language) });
}

/** "21 Nov 2026, 14:05:09" */
export function formatDateTime(value: Date | string | number, language: string): string {
  return formatDateFns(toDate(value), 'PP, HH:mm:ss', { locale: dateLocale(language) });
}

export function formatTime(value: Date | string | number, language: string): string {
  return formatDateFns(toDate(value), 'HH:mm:ss', { locale: dateLocale(language) });
}

/** "5 minutes ago" / "5 минут назад" */
export function formatAgo(value: Date | string | number, language: string): string {
  return formatDistanceToNowStrict(toDate(value), { addSuffix: true, locale: dateLocale(language) });
}

/** A local calendar day as the protocol writes it: YYYY-MM-DD. */
export function isoDay(value: Date): string {
  return formatDateFns(value, 'yyyy-MM-dd');
}

/**
 * Money typed by a person ("12,5", "1 234.50", "100") into hundredths; undefined when it is not an amount with at most
 * two decimals. Comma or dot as the decimal separator; spaces as group separators.
 */
export function parseMoneyToMinor(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d{1,11})(?:\.(\d{0,2}))?$/.exec(compact);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
