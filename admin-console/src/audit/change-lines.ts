/** One changed field of an audit entry: its name (empty for a whole value) and its values before and after. */
export interface ChangeLine {
  readonly field: string;
  readonly before?: string;
  readonly after?: string;
}

import { formatMoney, formatNumber } from '@tillbridge/web-kit';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as a person reads it, in the page's language: `[name: Base, cashbackBp: 3 %; ...]` rather than JSON's
 * quotes; the API's money (`*Minor`, kopecks) as an amount and its shares (`*Bp`, hundredths of a percent) as percents.
 */
function human(value: unknown, language: string, key = ''): string {
  if (Array.isArray(value)) return `[${value.map((item) => human(item, language, key)).join('; ')}]`;
  if (isRecord(value))
    return Object.entries(value)
      .map(([field, item]) => `${field}: ${human(item, language, field)}`)
      .join(', ');
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (key.endsWith('Minor')) return formatMoney(value, language);
    if (key.endsWith('Bp')) return `${formatNumber(value / 100, language, value % 100 === 0 ? 0 : 2)} %`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What an audit entry changed, field by field: for two objects only the fields whose values differ (a new or removed
 * field has one side); otherwise the whole values.
 */
export function changeLines(before: unknown, after: unknown, language: string): ChangeLine[] {
  const optional = (b: unknown, a: unknown, key = '') => ({
    ...(b === undefined ? {} : { before: human(b, language, key) }),
    ...(a === undefined ? {} : { after: human(a, language, key) }),
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
    .map((field) => ({ field, ...optional(from[field], to[field], field) }));
}
