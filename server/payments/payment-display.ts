import { isPaymentMessageKey, renderPaymentMessage, type PaymentMessage } from '../../shared/i18n/payment-messages.js';
import type { Language } from '../../shared/i18n/language.js';
import type { PaymentFields, PaymentRow } from './payment-store.js';

type DisplayFields = Required<Pick<PaymentFields, 'display_text' | 'display_key' | 'display_params'>>;

/** The columns that record a message: its words in the station's language, and its key and parameters for the window. */
export function displayFields(language: Language, message: PaymentMessage): DisplayFields {
  return {
    display_text: renderPaymentMessage(language, message),
    display_key: message.key,
    display_params: JSON.stringify(message.params),
  };
}

/** The message a row recorded; null when it has none (rows before migration 0006) or a key this version does not know. */
export function storedMessage(row: Pick<PaymentRow, 'display_key' | 'display_params'>): PaymentMessage | null {
  if (!isPaymentMessageKey(row.display_key)) return null;
  let params: unknown;
  try {
    params = JSON.parse(row.display_params ?? '{}');
  } catch {
    return null;
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  return { key: row.display_key, params } as PaymentMessage;
}
