import { menuTexts } from '../i18n/menu-texts.js';
import { paymentsByAmount } from '../shifts/payments-by-amount.js';
import { currentShiftReport, lastShiftId, periodReport, reprintShift } from '../shifts/shift-reports.js';
import { parseMinor } from '../../shared/money.js';
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

/** The station prints what it gets and says so; the window shows the report and offers to print it or save it. */
function shown(ctx: MenuRunContext, printed: string, report: string): string {
  return ctx.caller === 'window' ? menuTexts(ctx.language).reports.ready(report) : printed;
}

export function xReport(ctx: MenuRunContext): MenuOutcome {
  const t = menuTexts(ctx.language).reports;
  return { ok: true, documents: currentShiftReport(ctx), display: shown(ctx, t.xPrinted, t.xReport) };
}

export function reprintZReport(ctx: MenuRunContext, dialog: DialogResult | undefined, caption: string): MenuOutcome {
  const t = menuTexts(ctx.language).reports;
  const { value } = expectDialog(dialog, 'OneNumber', caption, ctx.language);
  const text = dialogNumber(value, t.shiftNumber, ctx.language);
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new DialogValueError(t.notAShiftNumber(text));
  const documents = reprintShift(ctx, Number(text));
  if (!documents) {
    const last = lastShiftId(ctx.db);
    return refused(last === 0 ? t.noShiftClosedYet(Number(text)) : t.noSuchShift(Number(text), last));
  }
  return { ok: true, documents, display: shown(ctx, t.zReprinted(text), t.zReport(text)) };
}

export function periodReportAction(
  ctx: MenuRunContext,
  dialog: DialogResult | undefined,
  caption: string,
): MenuOutcome {
  const t = menuTexts(ctx.language).reports;
  const read = (text: string, what: string) => dialogDate(text, what, ctx.language);
  const interval = expectDialog(dialog, 'DateInterval', caption, ctx.language);
  const { from, to, start, end } = orderedEnds(ctx, interval, read, [t.firstDay, t.lastDay, t.period]);
  if ((end.getTime() - start.getTime()) / 86_400_000 >= maxPeriodDays)
    throw new DialogValueError(t.periodTooLong(maxPeriodDays));
  return {
    ok: true,
    documents: periodReport(ctx, start, end),
    display: shown(ctx, t.periodPrinted(from, to), t.periodReport(from, to)),
  };
}

export function dayReportAction(ctx: MenuRunContext, dialog: DialogResult | undefined, caption: string): MenuOutcome {
  const t = menuTexts(ctx.language).reports;
  const { value } = expectDialog(dialog, 'OneDate', caption, ctx.language);
  const day = dialogDate(value, t.day, ctx.language);
  return {
    ok: true,
    documents: periodReport(ctx, day, day),
    display: shown(ctx, t.dayPrinted(value), t.dayReport(value)),
  };
}

/** An interval's two ends, each read with `read` (named first, last, both in the cashier's messages) and in order. */
function orderedEnds<V extends Date | number>(
  ctx: MenuRunContext,
  interval: { readonly from: string; readonly to: string },
  read: (text: string, what: string) => V,
  names: readonly [first: string, last: string, both: string],
): { from: string; to: string; start: V; end: V } {
  const start = read(interval.from, names[0]);
  const end = read(interval.to, names[1]);
  orderedInterval(start, end, names[2], (a, b) => a < b, ctx.language);
  return { from: interval.from, to: interval.to, start, end };
}

function amount(ctx: MenuRunContext, text: string, what: string): number {
  const minor = parseMinor(dialogNumber(text, what, ctx.language));
  if (minor === undefined || minor < 0)
    throw new DialogValueError(menuTexts(ctx.language).reports.notAnAmount(what, text));
  return minor;
}

export function paymentsByAmountAction(
  ctx: MenuRunContext,
  dialog: DialogResult | undefined,
  caption: string,
): MenuOutcome {
  const t = menuTexts(ctx.language).reports;
  const read = (text: string, what: string) => amount(ctx, text, what);
  const interval = expectDialog(dialog, 'NumberInterval', caption, ctx.language);
  const { from, to, start, end } = orderedEnds(ctx, interval, read, [t.amountFrom, t.amountTo, t.amountRange]);
  const documents = paymentsByAmount(ctx, start, end);
  return { ok: true, documents, display: shown(ctx, t.paymentsPrinted(from, to), t.paymentsReport(from, to)) };
}
