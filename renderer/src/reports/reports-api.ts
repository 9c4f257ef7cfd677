import type { Language } from '../../../shared/i18n/language';
import { downloadFile } from '../api/download-file';
import { getJson } from '../api/http-client';
import type { PeriodSummary, ShiftDetail, ShiftList } from '../../../shared/api/reports';

export const fetchShifts = (signal?: AbortSignal) => getJson<ShiftList>('/api/reports/shifts?limit=200', signal);

export const fetchShift = (id: number, signal?: AbortSignal) =>
  getJson<ShiftDetail>(`/api/reports/shifts/${id}`, signal);

export const fetchPeriod = (from: string, to: string, signal?: AbortSignal) =>
  getJson<PeriodSummary>(`/api/reports/period?${new URLSearchParams({ from, to }).toString()}`, signal);

/** The period's CSV (per hour or day) in the window's language, for Excel. */
export const downloadPeriodCsv = (from: string, to: string, language: Language): Promise<void> =>
  downloadFile(`/api/reports/period.csv?${new URLSearchParams({ from, to, language }).toString()}`, 'period.csv');
