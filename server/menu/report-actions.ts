import { closeShiftNumberHint } from './menu-texts.js';
import { paymentsByAmount } from '../shifts/payments-by-amount.js';
import { currentShiftReport, lastShiftId, periodReport, reprintShift } from '../shifts/shift-reports.js';
import { parseMinor } from '../slips/format-money.js';
import {
  dialogDate,
  dialogNumber,
  DialogValueError,
  expectDialog,
  orderedInterval,
  type DialogResult,
} from './dialog-result.js';
import { refused, type MenuOutcome, type MenuRunContext } from './menu-run-context.js';

/** Longest period a report may cover, so a typo in a year does not scan the whole history. */
export const maxPeriodDays = 366;

export function xReport(ctx: MenuRunContext): MenuOutcome {
  return { ok: true, documents: currentShiftReport(ctx), display: 'X-report of the open shift printed.' };
}

export function reprintZReport(ctx: MenuRunContext, dialog: DialogResult | undefined, caption: string): MenuOutcome {
  const { value } = expectDialog(dialog, 'OneNumber', caption);
  const text = dialogNumber(value, 'Shift number');
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw new DialogValueError(`Shift number: "${text}" is not a whole number of 1 or more.`);
  const documents = reprintShift(ctx, Number(text));
  if (!documents) return refused(closeShiftNumberHint(Number(text), lastShiftId(ctx.db)));
  return { ok: true, documents, display: `Z-report No ${text} printed again.` };
}

export function periodReportAction(
  ctx: MenuRunContext,
  dialog: DialogResult | undefined,
  caption: string,
): MenuOutcome {
  const { from, to } = expectDialog(dialog, 'DateInterval', caption);
  const start = dialogDate(from, 'First day');
  const end = dialogDate(to, 'Last day');
  orderedInterval(start, end, 'Period', (a, b) => a < b);
  if ((end.getTime() - start.getTime()) / 86_400_000 >= maxPeriodDays)
    throw new DialogValueError(`Period: at most ${maxPeriodDays} days, please.`);
  return { ok: true, documents: periodReport(ctx, start, end), display: `Report ${from} – ${to} printed.` };
}

export function dayReportAction(ctx: MenuRunContext, dialog: DialogResult | undefined, caption: string): MenuOutcome {
  const { value } = expectDialog(dialog, 'OneDate', caption);
  const day = dialogDate(value, 'Day');
  return { ok: true, documents: periodReport(ctx, day, day), display: `Report of ${value} printed.` };
}

function amount(text: string, what: string): number {
  const minor = parseMinor(dialogNumber(text, what));
  if (minor === undefined || minor < 0)
    throw new DialogValueError(`${what}: "${text}" must be an amount of 0 or more with at most 2 decimals.`);
  return minor;
}

export function paymentsByAmountAction(
  ctx: MenuRunContext,
  dialog: DialogResult | undefined,
  caption: string,
): MenuOutcome {
  const { from, to } = expectDialog(dialog, 'NumberInterval', caption);
  const low = amount(from, 'Amount from');
  const high = amount(to, 'Amount to');
  orderedInterval(low, high, 'Amount range', (a, b) => a < b);
  const documents = paymentsByAmount(ctx, low, high);
  return { ok: true, documents, display: `Payments from ${from} to ${to} printed.` };
}
