import { HttpError } from '../../errors/http-error.js';
import { paymentSlip, type SlipKind } from '../../slips/payment-slip.js';
import { printLayout } from '../../slips/print-layout.js';
import type { PaymentRow } from '../../payments/payment-store.js';
import type { AuthcallContext, OperationReply } from '../operation-handler.js';
import { printerT } from '../printer-documents.js';
import type { XmlContent } from '../xml/xml-element.js';

/** The server's version of authpay, confpay and voidpay (docs/protocol.md, "Transport", `version`). */
export const paymentVersion = 4;

/**
 * A successful payment reply: `OpResult` from request version 4, `Tip` from 2, `PaymentSystem` always, a slip, and
 * `ConfPrnT` 1 on authpay and confpay when the setting `printConfirmation` is on. `voidedMinor`: what a partial void
 * cancelled, printed on its slip.
 */
export function paymentSuccess(
  rootName: string,
  requestVersion: number,
  payment: PaymentRow,
  slip: SlipKind,
  ctx: AuthcallContext,
  display: string | null,
  voidedMinor?: number,
): OperationReply {
  const { venue, width, language } = printLayout(ctx.settings, ctx.loyalty.venue);
  const confirmPrint = slip === 'authorization' || slip === 'confirmation';
  const tip: XmlContent | undefined =
    requestVersion >= 2 && payment.tip_minor > 0 && payment.tip_action_id
      ? {
          ActionID: payment.tip_action_id,
          AuthCode: payment.tip_auth_code ?? '',
          CardCode: payment.card_masked ?? '',
          AuthInfo: payment.tip_order_id ?? '',
          PaymentSystem: payment.payment_system,
          MyPay: { '@_myAmount': String(payment.tip_minor) },
        }
      : undefined;
  const content: XmlContent = {
    OpResult: requestVersion >= 4 ? '1' : undefined,
    ActionID: payment.id,
    CardCode: payment.card_masked ?? '',
    AuthCode: payment.auth_code ?? '',
    AuthInfo: payment.loyalty_order_id,
    PaymentSystem: payment.payment_system,
    PrinterT: printerT(
      paymentSlip(
        slip,
        {
          venue,
          station: ctx.terminal.stationLabel(payment.station),
          at: new Date(ctx.clock()),
          cardNumber: payment.card_number,
          amountMinor: payment.amount_minor,
          tipMinor: requestVersion >= 2 ? payment.tip_minor : 0,
          balanceAfterMinor: payment.balance_after_minor,
          authCode: payment.auth_code,
          paymentSystem: payment.payment_system,
          actionId: payment.id,
          authorizedMinor: payment.authorized_minor,
          voidedMinor,
        },
        { width, language },
      ),
    ),
    DisplayT: display ?? undefined,
    ConfPrnT: confirmPrint && ctx.settings.printConfirmation ? '1' : undefined,
    Tip: tip,
  };
  return { root: rootName, version: paymentVersion, content };
}

/**
 * A payment that did not go through: `OpResult` 0 with `DisplayT` for request version 4 and above, and `PrinterT` when
 * a failure slip is given; below 4 (no OpResult in the protocol) an HTTP error with the same text (`status`: 409
 * refused, 503 loyalty unreachable).
 */
export function paymentFailure(
  rootName: string,
  requestVersion: number,
  paymentSystem: string,
  text: string,
  status: number,
  printed?: XmlContent,
): OperationReply {
  if (requestVersion < 4) throw new HttpError(status, text);
  return {
    root: rootName,
    version: paymentVersion,
    content: { OpResult: '0', PaymentSystem: paymentSystem, PrinterT: printed, DisplayT: text },
  };
}

/** Endings where a slip helps: the loyalty service refused or failed the payment (not a cancel, timeout or decline). */
const printedFailures = new Set<string>([
  'guestNotFound',
  'codeInvalid',
  'guestBlocked',
  'notEnoughBonuses',
  'overLimit',
  'refusedWithoutCheck',
  'serviceUnavailable',
  'loginFailed',
  'refused',
  'notCompleted',
  'notPaid',
]);

/**
 * The short slip of an authpay that did not go through (setting `printOnFailure`, default on): title, the reason,
 * station, time, amount, operation; undefined when the setting is off or the ending is not one the guest needs on paper.
 */
export function failureSlip(payment: PaymentRow, text: string, ctx: AuthcallContext): XmlContent | undefined {
  if (!ctx.settings.printOnFailure || !printedFailures.has(payment.display_key ?? 'notPaid')) return undefined;
  const { venue, width, language } = printLayout(ctx.settings, ctx.loyalty.venue);
  return printerT(
    paymentSlip(
      'failure',
      {
        venue,
        station: ctx.terminal.stationLabel(payment.station),
        at: new Date(ctx.clock()),
        amountMinor: payment.amount_minor,
        reason: text,
        actionId: payment.id,
      },
      { width, language },
    ),
  );
}
