import { format } from 'date-fns';
import type { PrinterDocument } from '../../shared/api/printer-document.js';
import { formatMinor } from '../slips/format-money.js';
import { slipTimeFormat } from '../slips/payment-slip.js';
import { centered, checkSlipWidth, labelled, ruler } from '../slips/slip-layout.js';
import { paymentStates, type PaymentState } from '../../shared/api/payment-state.js';
import type { GroupTotals, PaymentTotals } from '../../shared/api/payment-totals.js';

/** The heading of a report: its title and the lines that say which payments it covers. */
export interface ReportHeading {
  readonly venue: string;
  readonly title: string;
  /** Label/value pairs under the title (shift number, opened, closed, period…). */
  readonly facts: readonly (readonly [string, string])[];
  /** Lines printed after the totals (e.g. payments carried over to the next shift). */
  readonly notes?: readonly string[];
}

const stateLabels: Record<PaymentState, string> = {
  awaiting_guest: 'Awaiting guest',
  authorizing: 'Authorizing',
  authorized: 'Authorized',
  confirmed: 'Confirmed',
  voided: 'Voided',
  declined: 'Declined',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** A time stored as ISO text, printed in the slips' format and local time. */
export function printedTime(iso: string | Date): string {
  return format(typeof iso === 'string' ? new Date(iso) : iso, slipTimeFormat);
}

function groupLines(title: string, groups: readonly GroupTotals[], width: number): string[] {
  if (groups.length === 0) return [];
  return [
    ruler(width),
    ...centered(title, width),
    ...groups.flatMap((g) => [
      ...labelled(g.name === '' ? '(none)' : g.name, `${g.count}`, width),
      ...labelled(`  paid (${g.paid.count})`, formatMinor(g.paid.amountMinor + g.paid.tipMinor), width),
      ...(g.voided.count > 0
        ? labelled(`  voided (${g.voided.count})`, formatMinor(-g.voided.amountMinor), width)
        : []),
    ]),
  ];
}

/** Lays out a report of payment totals (Z, X, period, day) as one document, every line within `width`. */
export function totalsReport(heading: ReportHeading, totals: PaymentTotals, width: number): PrinterDocument {
  checkSlipWidth(width);
  const lines = [
    ...centered(heading.venue, width),
    ...centered(heading.title, width),
    ruler(width),
    ...heading.facts.flatMap(([label, value]) => labelled(label, value, width)),
    ruler(width),
    ...labelled('Payments', `${totals.count}`, width),
    ...paymentStates.flatMap((state) => {
      const bucket = totals.byState[state];
      return labelled(`  ${stateLabels[state]} (${bucket.count})`, formatMinor(bucket.amountMinor), width);
    }),
    ruler(width),
    ...labelled(`Paid (${totals.paid.count})`, formatMinor(totals.paid.amountMinor), width),
    ...labelled(`Tips (${totals.tips.count})`, formatMinor(totals.tips.amountMinor), width),
    ...labelled('Paid with tips', formatMinor(totals.paid.amountMinor + totals.tips.amountMinor), width),
    ...labelled(
      `Voided (${totals.byState.voided.count})`,
      formatMinor(-(totals.byState.voided.amountMinor + totals.byState.voided.tipMinor)),
      width,
    ),
    ...groupLines('BY PAYMENT SYSTEM', totals.byPaymentSystem, width),
    ...groupLines('BY STATION', totals.byStation, width),
    ...(heading.notes?.length ? [ruler(width), ...heading.notes.flatMap((note) => centered(note, width))] : []),
    ruler(width),
    '',
  ];
  return { cutAfter: true, lines };
}
