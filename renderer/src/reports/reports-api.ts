import { getJson } from '../api/http-client';
import type { PaymentState } from '../journal/journal-api';
import type { PrinterDocument } from '../receipts/printer-document';

/** Count and sums (hundredths) of a set of payments. */
export interface Bucket {
  readonly count: number;
  readonly amountMinor: number;
  readonly tipMinor: number;
}

export interface GroupTotals {
  readonly name: string;
  readonly count: number;
  readonly paid: Bucket;
  readonly voided: Bucket;
}

/** The totals of a Z, X or period report (server/shifts/shift-totals.ts). */
export interface PaymentTotals {
  readonly count: number;
  readonly byState: Readonly<Record<PaymentState, Bucket>>;
  readonly paid: Bucket;
  readonly tips: { readonly count: number; readonly amountMinor: number };
  readonly byPaymentSystem: readonly GroupTotals[];
  readonly byStation: readonly GroupTotals[];
}

export interface TimelineSlot {
  /** Local `YYYY-MM-DDTHH:00` or `YYYY-MM-DD`. */
  readonly slot: string;
  readonly count: number;
  readonly paidCount: number;
  readonly paidMinor: number;
  readonly tipMinor: number;
}

export interface Timeline {
  readonly unit: 'hour' | 'day';
  readonly slots: readonly TimelineSlot[];
}

export interface ShiftSummary {
  readonly id: number;
  readonly openedAt: string;
  readonly closedAt: string | null;
  readonly closedByStation: string | null;
  readonly paymentCount: number;
  readonly paidCount: number;
  readonly paidMinor: number;
  readonly tipsMinor: number;
  readonly voidedCount: number;
  readonly voidedMinor: number;
}

export interface ShiftDetail {
  readonly shift: ShiftSummary;
  readonly totals: PaymentTotals;
  readonly timeline: Timeline;
  readonly report: readonly PrinterDocument[];
}

export interface PeriodSummary {
  readonly from: string;
  readonly to: string;
  readonly totals: PaymentTotals;
  readonly timeline: Timeline;
  readonly report: readonly PrinterDocument[];
}

export const fetchShifts = (signal?: AbortSignal) =>
  getJson<{ total: number; shifts: ShiftSummary[] }>('/api/reports/shifts?limit=200', signal);

export const fetchShift = (id: number, signal?: AbortSignal) =>
  getJson<ShiftDetail>(`/api/reports/shifts/${id}`, signal);

export const fetchPeriod = (from: string, to: string, signal?: AbortSignal) =>
  getJson<PeriodSummary>(`/api/reports/period?${new URLSearchParams({ from, to }).toString()}`, signal);
