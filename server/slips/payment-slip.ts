import type { PrinterDocument } from '../../shared/api/printer-document.js';
import { formatAmount } from '../../shared/i18n/format-amount.js';
import type { Language } from '../../shared/i18n/language.js';
import { printedTexts } from '../i18n/printed-texts.js';
import { maskCardNumber } from './mask-card.js';
import { printedTime } from './printed-time.js';
import {
  centered,
  checkSlipWidth,
  defaultSlipWidth,
  fittedId,
  labelled,
  ruler,
  slipHead,
  wrapText,
} from './slip-layout.js';

/** Which step of the payment the slip records (`failure`: a payment that did not go through). */
export type SlipKind = 'authorization' | 'confirmation' | 'void' | 'partialVoid' | 'failure';

/** What a payment slip shows; amounts in integer hundredths. */
export interface PaymentSlipData {
  /** The header: the setting venueName, else the loyalty venue id. */
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
  /** The amount first authorized, when a partial step changed it (printed above the amount). */
  readonly authorizedMinor?: number | null | undefined;
  /** A partial void: what this step cancelled (`amountMinor` is then what stays paid). */
  readonly voidedMinor?: number | undefined;
  /** Why the payment did not go through (a failure slip), word-wrapped under the title. */
  readonly reason?: string | undefined;
}

export interface SlipOptions {
  readonly width?: number;
  /** 2 prints a venue copy and a guest copy, each cut. */
  readonly copies?: 1 | 2;
  /** The language of titles, labels and amounts; English by default. */
  readonly language?: Language;
}

/** The slip of one payment step, fitted to the printer width (32 by default); one document per copy. */
export function paymentSlip(kind: SlipKind, data: PaymentSlipData, options: SlipOptions = {}): PrinterDocument[] {
  const width = checkSlipWidth(options.width ?? defaultSlipWidth);
  const language = options.language ?? 'en';
  const t = printedTexts(language).slip;
  const amount = (minor: number): string => formatAmount(minor, language);
  const tip = data.tipMinor ?? 0;
  const sign = kind === 'void' ? -1 : 1;
  const authorized = data.authorizedMinor ?? null;
  const body: string[] = [
    ...slipHead(data.venue, t[kind], width),
    ...(data.reason ? wrapText(data.reason, width) : []),
    ruler(width),
    ...labelled(t.station, data.station, width),
    ...labelled(t.time, printedTime(data.at), width),
    ...(data.cardNumber ? labelled(t.card, maskCardNumber(data.cardNumber), width) : []),
    ...(data.paymentSystem ? labelled(t.paidWith, data.paymentSystem, width) : []),
    ...(authorized !== null && authorized !== data.amountMinor
      ? labelled(t.authorized, amount(authorized), width)
      : []),
    ...(data.voidedMinor !== undefined
      ? [
          ...labelled(t.voidedNow, amount(-data.voidedMinor), width),
          ...labelled(t.staysPaid, amount(data.amountMinor), width),
        ]
      : labelled(t.amount, amount(sign * data.amountMinor), width)),
    ...(tip > 0
      ? [
          ...labelled(t.tip, amount(sign * tip), width),
          ...labelled(t.total, amount(sign * (data.amountMinor + tip)), width),
        ]
      : []),
    ...(data.balanceAfterMinor !== null && data.balanceAfterMinor !== undefined
      ? labelled(t.balanceAfter, amount(data.balanceAfterMinor), width)
      : []),
    ...(data.authCode ? labelled(t.authCode, data.authCode, width) : []),
    ...(data.actionId ? labelled(t.operation, fittedId(data.actionId, width), width) : []),
    ruler(width),
  ];
  if ((options.copies ?? 1) === 1) return [{ cutAfter: true, lines: [...body, ''] }];
  return [t.venueCopy, t.guestCopy].map((copy) => ({
    cutAfter: true,
    lines: [...body, ...centered(copy, width), ''],
  }));
}
