import { formatDateTime, formatMoney, intlLocale } from '@tillbridge/web-kit';
import type { AuditWords } from './audit-words';

/** One changed field of an audit entry: its name in words (empty for a whole value) and its values before and after. */
export interface ChangeLine {
  readonly field: string;
  readonly before?: string;
  readonly after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A moment the service wrote (`2026-11-28T19:21:10.288Z`), shown in the reader's own time zone. */
const isMoment = (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) && !Number.isNaN(Date.parse(value));

/** 5000 (hundredths of a percent) → "50%" (en) or "50 %" (ru). */
const percent = (bp: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/**
 * A value as a person reads it, in the page's language: the API's money (`*Minor`, kopecks) as an amount, its shares
 * (`*Bp`, hundredths of a percent) as percents, moments in the reader's zone, yes/no, coded values and nested fields
 * as words.
 */
function human(value: unknown, words: AuditWords, key = ''): string {
  if (value === null || (Array.isArray(value) && value.length === 0)) return words.none;
  if (Array.isArray(value)) return value.map((item) => human(item, words, key)).join('; ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([field, item]) => `${words.field(field)} ${human(item, words, field)}`)
      .join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (key.endsWith('Minor')) return formatMoney(value, words.language);
    if (key.endsWith('Bp')) return percent(value, words.language);
  }
  if (typeof value === 'string')
    return isMoment(value) ? formatDateTime(value, words.language) : words.value(key, value);
  return JSON.stringify(value);
}

/**
 * What an audit entry changed, field by field: for two objects only the fields whose values differ (a new or removed
 * field has one side); otherwise the whole values.
 */
export function changeLines(before: unknown, after: unknown, words: AuditWords): ChangeLine[] {
  const optional = (b: unknown, a: unknown, key = '') => ({
    ...(b === undefined ? {} : { before: human(b, words, key) }),
    ...(a === undefined ? {} : { after: human(a, words, key) }),
  });
  if (!isRecord(before) && !isRecord(after)) {
    if (before === undefined && after === undefined) return [];
    return [{ field: '', ...optional(before, after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field: words.field(field), ...optional(from[field], to[field], field) }));
}
