import type { TFunction } from 'i18next';
import type { JournalEntry } from '../../../shared/api/journal';
import { fetchJournalPage, type JournalFilters } from './journal-api';
import { outcomeLabelKey, type FilterForm } from './journal-filters';
import type { PaymentOutcome } from '../../../shared/api/payment-ending';

/** At most this many payments go to paper; the CSV export has them all. */
export const printLimit = 2000;

/** The first payments of the filtered journal for printing, in pages the server allows. */
export async function entriesToPrint(filters: JournalFilters, total: number): Promise<JournalEntry[]> {
  const entries: JournalEntry[] = [];
  for (let offset = 0; offset < Math.min(total, printLimit); offset += 500)
    entries.push(...(await fetchJournalPage(filters, offset, Math.min(500, printLimit - offset))).entries);
  return entries;
}

/** The filters in force, as one line for the printout ("From: …, State: …"). */
export function describeFilters(form: FilterForm, t: TFunction<'journal'>): string {
  const parts: [string, string][] = [
    [t('search'), form.q.trim()],
    [t('from'), form.from],
    [t('to'), form.to],
    [t('station'), form.station],
    [t('state'), form.outcome ? t(outcomeLabelKey(form.outcome as PaymentOutcome)) : ''],
    [t('card'), form.card.trim()],
    [t('amountFrom'), form.amountFrom.trim()],
    [t('amountTo'), form.amountTo.trim()],
  ];
  return parts
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join(', ');
}

/** Prints `#journal-print` alone (print CSS keys on the body class), then puts the window back. */
export function printJournalSheet(): void {
  document.body.classList.add('printing-journal');
  const done = (): void => document.body.classList.remove('printing-journal');
  window.addEventListener('afterprint', done, { once: true });
  window.print();
  done();
}
