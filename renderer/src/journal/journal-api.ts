import type { Language } from '../../../shared/i18n/language';
import { downloadFile } from '../api/download-file';
import { getJson } from '../api/http-client';
import type { JournalPage, JournalStations, PaymentDetail } from '../../../shared/api/journal';
import type { PaymentOutcome } from '../../../shared/api/payment-ending';
import type { JournalAccrualsPage } from '../../../shared/api/journal-accruals';
import type { CheckDetail, CheckStatus, JournalChecksPage } from '../../../shared/api/journal-checks';

/**
 * The journal's filters as the server takes them (days as YYYY-MM-DD, amounts in hundredths). Alike in shape to
 * server/farcards/farcards-contract.ts's FarcardsCheck and server/farcards/checks/check-journal.ts's CheckFilter by
 * chance: other things' optional fields.
 */
export interface JournalFilters {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly station?: string | undefined;
  readonly card?: string | undefined;
  readonly amountFromMinor?: number | undefined;
  readonly amountToMinor?: number | undefined;
  /** How the payments ended, in the one vocabulary's terms (a timeout is not a cancel at the station). */
  readonly outcome?: PaymentOutcome | undefined;
  readonly q?: string | undefined;
}

/** The query string of some filters (empty ones left out). */
export function filterQuery(filters: JournalFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const fetchJournalPage = (filters: JournalFilters, offset: number, limit: number, signal?: AbortSignal) =>
  getJson<JournalPage>(`/api/journal/payments?${filterQuery(filters, { offset, limit })}`, signal);

export const fetchPaymentDetail = (id: string, signal?: AbortSignal) =>
  getJson<PaymentDetail>(`/api/journal/payments/${encodeURIComponent(id)}`, signal);

export const fetchStations = (signal?: AbortSignal) =>
  getJson<JournalStations>('/api/journal/stations', signal).then((r) => r.stations);

/**
 * Downloads the server's CSV of the filtered journal in the window's language (headers, states; `;` and decimal
 * commas in Russian), the token in a header, so fetch then save the blob.
 */
export const downloadJournalCsv = (filters: JournalFilters, language: Language): Promise<void> =>
  downloadFile(`/api/journal/export.csv?${filterQuery(filters, { language })}`, 'journal.csv');

/** The checks list's filters as the server takes them (`from` and `to` as instants: see dayStart). */
export interface CheckFilters {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly status?: CheckStatus | undefined;
  readonly q?: string | undefined;
}

/**
 * The instant a typed day (YYYY-MM-DD) starts in the window's time zone, or the next day's start with `next` (so `to`
 * includes its day); undefined for an empty field.
 */
export function dayStart(day: string, next = false): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return undefined;
  return new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]) + (next ? 1 : 0)).toISOString();
}

const checkQuery = (filters: CheckFilters, extra: Record<string, string | number> = {}): string =>
  filterQuery(filters as JournalFilters, extra);

/** The newest checks or accruals a view shows at once; its count says how many there are (CSV exports them all). */
const shownAtOnce = 200;

export const fetchChecks = (filters: CheckFilters, signal?: AbortSignal) =>
  getJson<JournalChecksPage>(`/api/journal/checks?${checkQuery(filters, { limit: shownAtOnce })}`, signal);

export const fetchCheckDetail = (orderId: string, signal?: AbortSignal) =>
  getJson<CheckDetail>(`/api/journal/checks/${encodeURIComponent(orderId)}`, signal);

/** Downloads the server's CSV of the filtered checks in the window's language. */
export const downloadChecksCsv = (filters: CheckFilters, language: Language): Promise<void> =>
  downloadFile(`/api/journal/checks.csv?${checkQuery(filters, { language })}`, 'checks.csv');

export const fetchAccruals = (signal?: AbortSignal) =>
  getJson<JournalAccrualsPage>(`/api/journal/accruals?limit=${shownAtOnce}`, signal);
