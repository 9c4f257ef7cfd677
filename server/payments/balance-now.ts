import type { Database } from 'better-sqlite3';
import { paymentMessage } from '../../shared/i18n/payment-messages.js';
import type { Language } from '../../shared/i18n/language.js';
import { paymentEnding } from '../../shared/api/payment-ending.js';
import { adjustmentsOf } from './payment-adjustments.js';
import { displayFields } from './payment-display.js';
import type { PaymentRow } from './payment-store.js';

/**
 * The guest's balance as the payment leaves it now: the balance after the charge, plus what partial steps returned
 * (`payment_adjustments`), plus everything still paid once the payment is voided or undone. Null when never known.
 */
export function balanceNow(db: Database, row: PaymentRow): number | null {
  if (row.balance_after_minor === null) return null;
  const stepped = row.authorized_minor !== null || row.tip_authorized_minor !== null;
  const returned = stepped ? adjustmentsOf(db, row.id).reduce((sum, step) => sum + step.step_minor, 0) : 0;
  const ending = paymentEnding(row.state, row.display_key);
  const undone = ending === 'voided' || ending === 'undone' ? row.amount_minor + row.tip_minor : 0;
  return row.balance_after_minor + returned + undone;
}

/**
 * A payment as every screen and the reprinted slip show it: the balance after any void or return, and a voided one with
 * the void's message (not the charge's, whose balance is no longer true). The row itself stays as recorded.
 */
export function paymentAsItStands(db: Database, row: PaymentRow, language: Language): PaymentRow {
  const balance = balanceNow(db, row);
  if (row.state === 'voided')
    return {
      ...row,
      balance_after_minor: balance,
      ...displayFields(language, paymentMessage('voided', { balanceMinor: balance })),
    };
  return balance === row.balance_after_minor ? row : { ...row, balance_after_minor: balance };
}
