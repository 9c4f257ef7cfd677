import { stringify } from 'csv-stringify/sync';
import { format } from 'date-fns/format';
import { formatMinor } from '../../shared/money.js';
import type { Language } from '../../shared/i18n/language.js';

/** How a CSV is written for a language: the delimiter (`;` where the decimal mark is a comma), decimals, dates. */
export interface CsvLocale {
  readonly language: Language;
  readonly delimiter: ',' | ';';
  /** The venue's time zone name for time headers (the times are this process's local time). */
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

const timePatterns: Readonly<Record<Language, string>> = { en: 'yyyy-MM-dd HH:mm:ss', ru: 'dd.MM.yyyy HH:mm:ss' };

/** A moment (ISO text or Date) as the venue's local time, written as the locale's spreadsheet reads dates. */
export function csvTime(at: string | Date, locale: CsvLocale): string {
  return format(typeof at === 'string' ? new Date(at) : at, timePatterns[locale.language]);
}

/** Hundredths with the locale's decimal mark: a comma with `;`, else a dot (no thousands separator). */
export function csvMoney(minor: number, locale: CsvLocale): string {
  return locale.delimiter === ';' ? formatMinor(minor).replace('.', ',') : formatMinor(minor);
}

/** Rows as CSV text: RFC 4180 quoting (csv-stringify), CRLF lines. */
export function csvText(rows: readonly (readonly string[])[], locale: CsvLocale): string {
  return stringify(rows as string[][], { delimiter: locale.delimiter, record_delimiter: 'windows' });
}

/** A whole small CSV file: UTF-8 BOM (so Excel reads UTF-8), header, rows. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[], locale: CsvLocale): string {
  return '\uFEFF' + csvText([header, ...rows], locale);
}
