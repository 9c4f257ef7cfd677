import { format } from 'date-fns';
import type { PrinterDocument } from '../../shared/api/printer-document.js';
import { formatMinor } from '../slips/format-money.js';
import { maskCardNumber } from '../slips/mask-card.js';
import { centered, checkSlipWidth, labelled, ruler } from '../slips/slip-layout.js';
import type { ReportContext } from './shift-reports.js';

/** At most this many payments are printed; the report says how many more matched. */
export const maxListedPayments = 50;

interface FoundPayment {
  id: string;
  state: string;
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
  const lines = [
    ...centered(ctx.venue, width),
    ...centered('PAYMENTS BY AMOUNT', width),
    ...labelled('From', formatMinor(fromMinor), width),
    ...labelled('To', formatMinor(toMinor), width),
    ...labelled('Found', `${total}`, width),
    ruler(width),
    ...found.flatMap((p) => [
      ...labelled(format(new Date(p.createdAt), 'dd.MM.yyyy HH:mm'), p.state, width),
      ...labelled(
        p.cardNumber ? maskCardNumber(p.cardNumber) : p.id,
        formatMinor(p.amountMinor) + (p.tipMinor > 0 ? ` +${formatMinor(p.tipMinor)}` : ''),
        width,
      ),
    ]),
    ...(total > found.length ? centered(`… and ${total - found.length} more`, width) : []),
    ruler(width),
    '',
  ];
  return [{ cutAfter: true, lines }];
}
