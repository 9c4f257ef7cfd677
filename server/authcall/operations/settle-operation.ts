import { renderPaymentMessage, paymentMessage, type PaymentMessage } from '../../../shared/i18n/payment-messages.js';
import type { SlipKind } from '../../slips/payment-slip.js';
import type { PaymentRow } from '../../payments/payment-store.js';
import { SettleRefusal } from '../../payments/settle-refusal.js';
import type { SettleRequest } from '../../payments/settle-payment.js';
import type { OperationSpec } from '../operation-handler.js';
import { paymentFailure, paymentSuccess } from './payment-reply.js';
import { paymentAsItStands } from '../../payments/balance-now.js';
import { auXml, myAmount, tipBlock } from './payment-request.js';

/** What sets confpay and voidpay apart besides how the payment settles: their names, the slip and the text shown. */
interface Settlement {
  readonly name: string;
  /** The request's root element; the reply's is this with `Response` after it. */
  readonly requestRoot: string;
  readonly slip: SlipKind;
  /** What the station shows for the whole amount, in its `language`. */
  readonly display: PaymentMessage;
}

/** The two settlements, by how the payment settles: all that sets the two operations apart. */
const settlements: Record<SettleRequest['action'], Settlement> = {
  confirm: { name: 'confpay', requestRoot: 'ConfPay', slip: 'confirmation', display: paymentMessage('confirmed', {}) },
  void: { name: 'voidpay', requestRoot: 'VoidPay', slip: 'void', display: paymentMessage('voided', {}) },
};

/**
 * An operation that finds the payment by auXML (unknown: 409) and settles `MyPay` of it and the `Tip` block's amount of
 * its tip (version 2 and above); a refused amount is `OpResult` 0 with the reason (409 below version 4).
 */
export function settleOperation(action: SettleRequest['action']): OperationSpec {
  const settlement = settlements[action];
  const { name, requestRoot, slip } = settlement;
  return {
    name,
    requestRoot,
    exclusivePerStation: true,
    async handler(request, ctx) {
      const tip = tipBlock(request.root, requestRoot, request.version);
      /** A voidpay of the tip alone names 0 for the payment. */
      const amountMinor = myAmount(request.root, requestRoot, action === 'void' && tip !== undefined);
      const { actionId, authInfo } = auXml(request.root, requestRoot);
      const { language, paymentSystem } = ctx.settings;
      const settle: SettleRequest = { action, actionId, authInfo, amountMinor, tip };
      let settled: PaymentRow;
      try {
        /** The reply goes once the settlement is on disk (Terminal.confirmOrVoid). */
        settled = await ctx.terminal.confirmOrVoid(settle);
      } catch (error) {
        if (!(error instanceof SettleRefusal)) throw error;
        const text = renderPaymentMessage(language, error.display);
        return paymentFailure(`${requestRoot}Response`, request.version, paymentSystem, text, 409);
      }
      const shown = paymentAsItStands(ctx.terminal.db, settled, language);
      const text = displayOf(settlement, settle, shown)
        .map((message) => renderPaymentMessage(language, message))
        .join(' ');
      const partialVoid = action === 'void' && settled.state !== 'voided';
      const voided = partialVoid && amountMinor > 0 ? amountMinor : undefined;
      const kind = partialVoid ? 'partialVoid' : slip;
      return paymentSuccess(`${requestRoot}Response`, request.version, shown, kind, ctx, text, voided);
    },
  };
}

/** What the station shows: the whole amount's words, or what a partial step and a tip change did. */
function displayOf(settlement: Settlement, request: SettleRequest, row: PaymentRow): PaymentMessage[] {
  const messages: PaymentMessage[] = [];
  if (request.action === 'confirm' && row.authorized_minor !== null && row.amount_minor < row.authorized_minor)
    messages.push(
      paymentMessage('confirmedPart', { amountMinor: row.amount_minor, authorizedMinor: row.authorized_minor }),
    );
  if (request.action === 'void' && row.state !== 'voided' && request.amountMinor > 0)
    messages.push(paymentMessage('voidedPart', { amountMinor: request.amountMinor, remainingMinor: row.amount_minor }));
  if (request.tip && row.state !== 'voided' && row.tip_authorized_minor !== null)
    messages.push(paymentMessage('tipChanged', { tipMinor: row.tip_minor, wasMinor: row.tip_authorized_minor }));
  if (messages.length > 0) return messages;
  return [
    row.state === 'voided' ? paymentMessage('voided', { balanceMinor: row.balance_after_minor }) : settlement.display,
  ];
}
