import { getJson } from '../api/http-client';
import type { PeriodSummary, ShiftDetail, ShiftList } from '../../../shared/api/reports';

export const fetchShifts = (signal?: AbortSignal) => getJson<ShiftList>('/api/reports/shifts?limit=200', signal);

export const fetchShift = (id: number, signal?: AbortSignal) =>
  getJson<ShiftDetail>(`/api/reports/shifts/${id}`, signal);

export const fetchPeriod = (from: string, to: string, signal?: AbortSignal) =>
  getJson<PeriodSummary>(`/api/reports/period?${new URLSearchParams({ from, to }).toString()}`, signal);
