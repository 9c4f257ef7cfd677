import type { PaymentState } from '../../shared/api/payment-state.js';
import { cancelledBy, undoneKeys, type PaymentOutcome } from '../../shared/api/payment-ending.js';

/**
 * The filters resolved: instants as ISO text (`to` exclusive), amounts in hundredths, the search text as given. The
 * window's `JournalFilters` (renderer/src/journal/journal-api.ts) are the same fields as the query sends them (days,
 * one state), a deliberately separate shape. server/farcards/checks/check-journal.ts's CheckFilter and
 * farcards-contract.ts's FarcardsCheck are alike in shape by chance: they filter and describe other things.
 */
export interface JournalFilter {
  readonly fromAt?: string | undefined;
  readonly toAt?: string | undefined;
  readonly station?: string | undefined;
  readonly card?: string | undefined;
  readonly amountFromMinor?: number | undefined;
  readonly amountToMinor?: number | undefined;
  readonly states?: readonly PaymentState[] | undefined;
  /** How the payments ended (or, running, their state): the words the window shows, so a timeout is not a cancel. */
  readonly outcomes?: readonly PaymentOutcome[] | undefined;
  readonly text?: string | undefined;
}

/** A SQL condition on `payments p` and its named parameters. */
export interface SqlCondition {
  readonly where: string;
  readonly params: Record<string, string | number>;
}

/** What looks like a card number, a phone or a code: digits with spaces, dashes, dots, brackets or a plus. */
const digitsLike = /^[\d\s+().-]+$/;
/** The start of an ActionID (a UUID): hex and dashes, with at least one letter or dash so digits stay digits. */
const actionIdLike = /^[0-9a-f-]{6,36}$/i;

/** The text to look for in `payments_search`: digits only for digit-like input (as the index stores them). */
export function searchTerm(text: string): string {
  return digitsLike.test(text) ? text.replace(/\D/g, '') : text;
}

/** An FTS5 phrase for the trigram index. */
const phrase = (term: string): string => `"${term.replaceAll('"', '""')}"`;

/** The FTS5 query of a search text (three characters or more, see journalQuerySchema), or undefined for none. */
export function searchMatch(text: string): string | undefined {
  const term = searchTerm(text);
  return term.length >= 3 ? phrase(term) : undefined;
}

/** True when the text may be the start of an ActionID, which is looked up by its primary key instead. */
export const looksLikeActionId = (text: string): boolean => actionIdLike.test(text) && /[a-f-]/i.test(text);

/**
 * `byOrder`: when the search matches many payments, walking the newest-first index and probing the matches beats
 * sorting them all, so the rowid term is kept from driving the plan (`+p.rowid`).
 */
function textCondition(text: string, params: Record<string, string | number>, byOrder: boolean): string {
  const parts: string[] = [];
  const match = searchMatch(text);
  if (match !== undefined) {
    params.match = match;
    parts.push(
      `${byOrder ? '+' : ''}p.rowid IN (SELECT rowid FROM payments_search WHERE payments_search MATCH @match)`,
    );
  }
  if (looksLikeActionId(text)) {
    params.idFrom = text.toLowerCase();
    params.idTo = `${text.toLowerCase()}\uffff`;
    parts.push('(p.id >= @idFrom AND p.id < @idTo)', '(p.tip_action_id >= @idFrom AND p.tip_action_id < @idTo)');
  }
  return parts.length === 0 ? '0' : `(${parts.join(' OR ')})`;
}

/** A list of SQL text literals (the keys are the code's own constants, never input). */
const literals = (keys: readonly string[]): string => keys.map((key) => `'${key}'`).join(', ');
const cancelKeys = (outcome: PaymentOutcome): string[] =>
  Object.entries(cancelledBy)
    .filter(([, ending]) => ending === outcome)
    .map(([key]) => key);

/** The payments of one outcome: the inverse of `paymentEnding` (shared/api/payment-ending.ts) as SQL. */
function outcomeTerm(outcome: PaymentOutcome): string {
  const key = "COALESCE(p.display_key, '')";
  switch (outcome) {
    case 'awaiting_guest':
    case 'authorizing':
    case 'confirmed':
    case 'voided':
      return `p.state = '${outcome}'`;
    case 'paid':
      return "p.state = 'authorized'";
    case 'declinedByCashier':
      return `(p.state = 'declined' AND ${key} = 'declinedByCashier')`;
    case 'refused':
      return `(p.state = 'declined' AND ${key} <> 'declinedByCashier')`;
    case 'undone':
      return `(p.state = 'failed' AND ${key} IN (${literals(undoneKeys)}))`;
    case 'failed':
      return `(p.state = 'failed' AND ${key} NOT IN (${literals(undoneKeys)}))`;
    case 'cancelled':
      return `(p.state = 'cancelled' AND ${key} NOT IN (${literals(Object.keys(cancelledBy))}))`;
    default:
      return `(p.state = 'cancelled' AND ${key} IN (${literals(cancelKeys(outcome))}))`;
  }
}

/** The filter's fields that are one term each, in the clause's order: the field, its parameter and the term. */
const fieldTerms = [
  ['fromAt', 'fromAt', 'p.created_at >= @fromAt'],
  ['toAt', 'toAt', 'p.created_at < @toAt'],
  ['station', 'station', 'p.station = @station'],
  ['card', 'card', 'p.card_number >= @card AND p.card_number < @cardEnd'],
  ['amountFromMinor', 'amountFrom', 'p.amount_minor >= @amountFrom'],
  ['amountToMinor', 'amountTo', 'p.amount_minor <= @amountTo'],
] as const satisfies readonly (readonly [keyof JournalFilter, string, string])[];

/** The WHERE clause of a journal filter. */
export function journalCondition(filter: JournalFilter, textByOrder = false): SqlCondition {
  const params: Record<string, string | number> = {};
  const parts: string[] = [];
  for (const [field, param, sql] of fieldTerms) {
    const value = filter[field];
    if (value === undefined) continue;
    params[param] = value;
    if (field === 'card') params.cardEnd = `${value}\uffff`;
    parts.push(sql);
  }
  if (filter.states !== undefined) {
    filter.states.forEach((state, i) => (params[`state${i}`] = state));
    parts.push(`p.state IN (${filter.states.map((_, i) => `@state${i}`).join(', ')})`);
  }
  if (filter.outcomes !== undefined) parts.push(`(${filter.outcomes.map(outcomeTerm).join(' OR ')})`);
  if (filter.text !== undefined) parts.push(textCondition(filter.text, params, textByOrder));
  return { where: parts.length === 0 ? '1' : parts.join(' AND '), params };
}
