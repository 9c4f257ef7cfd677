import { format } from 'date-fns/format';
import type { PaymentState } from '../../shared/api/payment-state.js';
import type { PrinterDocument } from '../../shared/api/printer-document.js';
import { formatAmount } from '../../shared/i18n/format-amount.js';
import { printedTexts } from '../i18n/printed-texts.js';
import { maskCardNumber } from '../slips/mask-card.js';
import { centered, checkSlipWidth, labelled, ruler, slipHead } from '../slips/slip-layout.js';
import type { ReportContext } from './shift-reports.js';

/** At most this many payments are printed; the report says how many more matched. */
export const maxListedPayments = 50;

interface FoundPayment {
  id: string;
  state: PaymentState;
  amountMinor: number;
  tipMinor: number;
  cardNumber: string | null;
  createdAt: string;
}

/** Payments whose amount (without tip) lies within `fromMinor`..`toMinor`, newest first. */
export function paymentsByAmount(ctx: ReportContext, fromMinor: number, toMinor: number): PrinterDocument[] {
  const width = checkSlipWidth(ctx.width);
  const range = { from: fromMinor, to: toMinor };
  const total = ctx.db
    .prepare('SELECT count(*) FROM payments WHERE amount_minor BETWEEN @from AND @to')
    .pluck()
    .get(range) as number;
  const found = ctx.db
    .prepare(
      `SELECT id, state, amount_minor AS amountMinor, tip_minor AS tipMinor, card_number AS cardNumber,
         created_at AS createdAt
       FROM payments WHERE amount_minor BETWEEN @from AND @to ORDER BY created_at DESC LIMIT ${maxListedPayments}`,
    )
    .all(range) as FoundPayment[];
  const { language } = ctx;
  const texts = printedTexts(language);
  const t = texts.report;
  const amount = (minor: number): string => formatAmount(minor, language);
  const lines = [
    ...slipHead(ctx.venue, t.byAmountTitle, width),
    ...labelled(t.amountFrom, amount(fromMinor), width),
    ...labelled(t.amountTo, amount(toMinor), width),
    ...labelled(t.found, `${total}`, width),
    ruler(width),
    ...found.flatMap((p) => [
      ...labelled(format(new Date(p.createdAt), 'dd.MM.yyyy HH:mm'), texts.paymentState[p.state], width),
      ...labelled(
        p.cardNumber ? maskCardNumber(p.cardNumber) : p.id,
        amount(p.amountMinor) + (p.tipMinor > 0 ? ` +${amount(p.tipMinor)}` : ''),
        width,
      ),
    ]),
    ...(total > found.length ? centered(t.more(total - found.length), width) : []),
    ruler(width),
    '',
  ];
  return [{ cutAfter: true, lines }];
}
