import { languages } from '../../shared/i18n/language.js';
import { z } from 'zod';
import { parseMinor } from '../../shared/money.js';
import { paymentStates } from '../../shared/api/payment-state.js';
import { paymentOutcomes } from '../../shared/api/payment-ending.js';
import { looksLikeActionId, searchTerm, type JournalFilter } from './journal-sql.js';
import { checkStatuses } from '../../shared/api/journal-checks.js';
import type { CheckFilter } from '../farcards/checks/check-journal.js';

const day = /^\d{4}-\d{2}-\d{2}$/;
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001F\u007F]/;
const instant = z
  .string()
  .refine((v) => (day.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success) && !isNaN(Date.parse(v)), {
    message: 'must be a day (YYYY-MM-DD) or an ISO date-time',
  });
const minor = z
  .string()
  .regex(/^\d{1,13}$/, 'must be whole hundredths (digits)')
  .transform(Number);
const currency = z
  .string()
  .refine((v) => parseMinor(v) !== undefined && !v.trim().startsWith('-'), {
    message: 'must be an amount with a dot and at most 2 decimals',
  })
  .transform((v) => parseMinor(v)!);
const states = z
  .string()
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(z.enum(paymentStates, { error: `must list states of: ${paymentStates.join(', ')}` })).min(1));
const outcomes = z
  .string()
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(z.enum(paymentOutcomes, { error: `must list outcomes of: ${paymentOutcomes.join(', ')}` })).min(1));

/** The journal's filters as query parameters: every one optional; amounts in hundredths or in currency text. */
export const journalQuerySchema = z.strictObject({
  from: instant.optional(),
  to: instant.optional(),
  station: z.string().trim().min(1).max(200).optional(),
  card: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, 'must not be empty').max(100))
    .optional(),
  amountFrom: currency.optional(),
  amountTo: currency.optional(),
  amountFromMinor: minor.optional(),
  amountToMinor: minor.optional(),
  state: states.optional(),
  /** How the payments ended, as the window names it (`timedOut`, `cancelledAtStation`, …), or a running state. */
  outcome: outcomes.optional(),
  q: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    /** The text becomes an FTS5 phrase, which a NUL cuts short ("unterminated string", a 500 before). */
    .refine((v) => !controlCharacter.test(v), 'must not contain control characters')
    .refine((v) => v === '' || searchTerm(v).length >= 3 || looksLikeActionId(v), 'type at least 3 characters')
    .optional(),
  offset: z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number from 1 to 500')
    .transform(Number)
    .pipe(z.number().min(1, 'must be from 1 to 500').max(500, 'must be from 1 to 500'))
    .optional(),
  /** CSV only: `semicolon` for spreadsheets in locales whose decimal mark is a comma; default by the language. */
  delimiter: z.enum(['comma', 'semicolon'], { error: 'must be comma or semicolon' }).optional(),
  /** CSV only: the language of headers and states (the window's); default the bridge's setting `language`. */
  language: z.enum(languages, { error: 'must be en or ru' }).optional(),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;
export type { JournalFilter } from './journal-sql.js';

/** A day is a local calendar day: `from` its start, `to` the start of the next day (so the day is included). */
function boundary(value: string | undefined, end: boolean): string | undefined {
  if (value === undefined) return undefined;
  if (!day.test(value)) return new Date(value).toISOString();
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (end ? 1 : 0)).toISOString();
}

export function journalFilter(query: JournalQuery): JournalFilter {
  return {
    fromAt: boundary(query.from, false),
    toAt: boundary(query.to, true),
    station: query.station,
    card: query.card,
    amountFromMinor: query.amountFromMinor ?? query.amountFrom,
    amountToMinor: query.amountToMinor ?? query.amountTo,
    states: query.state,
    outcomes: query.outcome,
    text: query.q === '' ? undefined : query.q,
  };
}

/** The checks list's filters: the journal's time, station, paging and CSV fields, a check status and a search text. */
export const checksQuerySchema = journalQuerySchema
  .pick({ from: true, to: true, station: true, offset: true, limit: true, delimiter: true, language: true })
  .extend({
    status: z.enum(checkStatuses, { error: `must be one of: ${checkStatuses.join(', ')}` }).optional(),
    q: z
      .string()
      .trim()
      .max(100, 'must be at most 100 characters')
      .refine((v) => !controlCharacter.test(v), 'must not contain control characters')
      .optional(),
  });

/** The manual accruals' paging. */
export const accrualsQuerySchema = journalQuerySchema.pick({ offset: true, limit: true });

export function checkFilter(query: z.infer<typeof checksQuerySchema>): CheckFilter {
  return {
    fromAt: boundary(query.from, false),
    toAt: boundary(query.to, true),
    station: query.station,
    status: query.status,
    text: query.q === '' ? undefined : query.q,
  };
}
