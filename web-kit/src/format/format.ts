import { format as formatDateFns, formatDistanceToNowStrict, type Locale } from 'date-fns';
import { enGB, ru } from 'date-fns/locale';
import { formatMinor } from '../../../shared/money';

/** Locale-aware formatting for the window: money from integer hundredths, numbers, dates, times. */

const dateLocales: Readonly<Record<string, Locale>> = { en: enGB, ru };
const intlLocales: Readonly<Record<string, string>> = { en: 'en-GB', ru: 'ru-RU' };

export const dateLocale = (language: string): Locale => dateLocales[language] ?? enGB;
export const intlLocale = (language: string): string => intlLocales[language] ?? 'en-GB';

/** 288000 → "2,880.00" (en) or "2 880,00" (ru); Intl formats the decimal string exactly. */
export function formatMoney(minor: number, language: string): string {
  const format = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(formatMinor(minor) as unknown as number);
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
