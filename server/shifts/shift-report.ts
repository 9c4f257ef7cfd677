import type { PrinterDocument } from '../../shared/api/printer-document.js';
import { formatAmount } from '../../shared/i18n/format-amount.js';
import type { Language } from '../../shared/i18n/language.js';
import { printedTexts } from '../i18n/printed-texts.js';
import { centered, checkSlipWidth, labelled, ruler, slipHead } from '../slips/slip-layout.js';
import { paymentStates, type PaymentState } from '../../shared/api/payment-state.js';
import { inFlightStates } from './shift-totals.js';
import type { GroupTotals, PaymentTotals } from '../../shared/api/payment-totals.js';
import type { JournalCheck } from '../../shared/api/journal-checks.js';
import { checkLines } from './check-lines.js';

/** The heading of a report: its title and the lines that say which payments it covers. */
export interface ReportHeading {
  readonly venue: string;
  readonly title: string;
  /** Label/value pairs under the title (shift number, opened, closed, period…). */
  readonly facts: readonly (readonly [string, string])[];
  /** Lines printed after the totals (e.g. payments carried over to the next shift). */
  readonly notes?: readonly string[];
}

/** States a payment passes through on its way to an ending: a report prints their row only while one is in it. */
const passingStates: ReadonlySet<PaymentState> = new Set<PaymentState>([...inFlightStates, 'authorized']);

function groupLines(title: string, groups: readonly GroupTotals[], width: number, language: Language): string[] {
  if (groups.length === 0) return [];
  const t = printedTexts(language).report;
  return [
    ruler(width),
    ...centered(title, width),
    ...groups.flatMap((g) => [
      ...labelled(g.name === '' ? t.noName : g.name, `${g.count}`, width),
      ...labelled(t.groupPaid(g.paid.count), formatAmount(g.paid.amountMinor + g.paid.tipMinor, language), width),
      ...(g.voided.count > 0
        ? labelled(t.groupVoided(g.voided.count), formatAmount(-g.voided.amountMinor, language), width)
        : []),
    ]),
  ];
}

/**
 * Lays out a report of payment totals (Z, X, period, day) as one document, every line within `width`; with
 * `totals.checks`, the FarCards checks (`checks`, one line each) and the manual accruals follow.
 */
export function totalsReport(
  heading: ReportHeading,
  totals: PaymentTotals,
  width: number,
  language: Language = 'en',
  checks: readonly JournalCheck[] = [],
): PrinterDocument {
  checkSlipWidth(width);
  const texts = printedTexts(language);
  const t = texts.report;
  const amount = (minor: number): string => formatAmount(minor, language);
  const lines = [
    ...slipHead(heading.venue, heading.title, width),
    ruler(width),
    ...heading.facts.flatMap(([label, value]) => labelled(label, value, width)),
    ruler(width),
    ...labelled(t.payments, `${totals.count}`, width),
    ...paymentStates.flatMap((state) => {
      const bucket = totals.byState[state];
      if (bucket.count === 0 && passingStates.has(state)) return [];
      return labelled(`  ${texts.stateTotals[state]} (${bucket.count})`, amount(bucket.amountMinor), width);
    }),
    ruler(width),
    ...labelled(t.paid(totals.paid.count), amount(totals.paid.amountMinor), width),
    ...labelled(t.tips(totals.tips.count), amount(totals.tips.amountMinor), width),
    ...labelled(t.paidWithTips, amount(totals.paid.amountMinor + totals.tips.amountMinor), width),
    ...labelled(
      t.voided(totals.byState.voided.count),
      amount(-(totals.byState.voided.amountMinor + totals.byState.voided.tipMinor)),
      width,
    ),
    ...(totals.returned && totals.returned.count > 0
      ? labelled(t.returned(totals.returned.count), amount(-totals.returned.amountMinor), width)
      : []),
    ...groupLines(t.byPaymentSystem, totals.byPaymentSystem, width, language),
    ...groupLines(t.byStation, totals.byStation, width, language),
    ...checkLines(totals.checks, checks, width, language),
    ...(heading.notes?.length ? [ruler(width), ...heading.notes.flatMap((note) => centered(note, width))] : []),
    ruler(width),
    '',
  ];
  return { cutAfter: true, lines };
}
