import { format } from 'date-fns';
import type { PrinterDocument } from '../../shared/api/printer-document.js';
import { formatMinor } from './format-money.js';
import { maskCardNumber } from './mask-card.js';
import { centered, checkSlipWidth, defaultSlipWidth, labelled, ruler } from './slip-layout.js';

/** Which step of the payment the slip records. */
export type SlipKind = 'authorization' | 'confirmation' | 'void';

/** What a payment slip shows; amounts in integer hundredths. */
export interface PaymentSlipData {
  readonly venue: string;
  /** The station's name, or its `cashguid`. */
  readonly station: string;
  readonly at: Date;
  /** The card number as the loyalty service knows it; printed masked. */
  readonly cardNumber?: string | null | undefined;
  readonly amountMinor: number;
  readonly tipMinor?: number | undefined;
  /** The guest's bonus balance after the operation, when known. */
  readonly balanceAfterMinor?: number | null | undefined;
  readonly authCode?: string | null | undefined;
  readonly paymentSystem?: string | undefined;
  /** The bridge's payment id (`ActionID`). */
  readonly actionId?: string | undefined;
}

export interface SlipOptions {
  readonly width?: number;
  /** 2 prints a venue copy and a guest copy, each cut. */
  readonly copies?: 1 | 2;
}

const titles: Record<SlipKind, string> = {
  authorization: 'BONUS PAYMENT',
  confirmation: 'PAYMENT CONFIRMED',
  void: 'PAYMENT CANCELLED',
};

/** The date and time format of every slip and report. */
export const slipTimeFormat = 'dd.MM.yyyy HH:mm:ss';

/** The slip of one payment step, fitted to the printer width (32 by default); one document per copy. */
export function paymentSlip(kind: SlipKind, data: PaymentSlipData, options: SlipOptions = {}): PrinterDocument[] {
  const width = checkSlipWidth(options.width ?? defaultSlipWidth);
  const tip = data.tipMinor ?? 0;
  const sign = kind === 'void' ? -1 : 1;
  const body: string[] = [
    ...centered(data.venue, width),
    ...centered(titles[kind], width),
    ruler(width),
    ...labelled('Station', data.station, width),
    ...labelled('Time', format(data.at, slipTimeFormat), width),
    ...(data.cardNumber ? labelled('Card', maskCardNumber(data.cardNumber), width) : []),
    ...(data.paymentSystem ? labelled('Paid with', data.paymentSystem, width) : []),
    ...labelled('Amount', formatMinor(sign * data.amountMinor), width),
    ...(tip > 0
      ? [
          ...labelled('Tip', formatMinor(sign * tip), width),
          ...labelled('Total', formatMinor(sign * (data.amountMinor + tip)), width),
        ]
      : []),
    ...(data.balanceAfterMinor !== null && data.balanceAfterMinor !== undefined
      ? labelled('Balance after', formatMinor(data.balanceAfterMinor), width)
      : []),
    ...(data.authCode ? labelled('Auth code', data.authCode, width) : []),
    ...(data.actionId ? labelled('Operation', data.actionId, width) : []),
    ruler(width),
  ];
  if ((options.copies ?? 1) === 1) return [{ cutAfter: true, lines: [...body, ''] }];
  return ['VENUE COPY', 'GUEST COPY'].map((copy) => ({
    cutAfter: true,
    lines: [...body, ...centered(copy, width), ''],
  }));
}
