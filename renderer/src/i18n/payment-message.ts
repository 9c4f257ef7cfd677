import { useTranslation } from 'react-i18next';
import { isPaymentMessageKey, renderPaymentMessage, type PaymentMessage } from '../../../shared/i18n/payment-messages';
import { formatMoney } from '@tillbridge/web-kit';

/** What the window knows of a payment's message: its key and parameters, and the words the station got. */
export interface PaymentMessageSource {
  readonly display: PaymentMessage | null;
  readonly displayText: string | null;
}

/**
 * A payment's message in the window's language, its amounts written as the window writes money (`2 880,00`,
 * `2,880.00`); the station's words when there is no key this window knows (older payments, another bridge's version).
 */
export function paymentMessageText(language: string, source: PaymentMessageSource): string | null {
  const { display, displayText } = source;
  if (!display || !isPaymentMessageKey(display.key)) return displayText;
  try {
    return renderPaymentMessage(language.startsWith('ru') ? 'ru' : 'en', display, formatMoney);
  } catch {
    return displayText;
  }
}

/** The payment's message in the UI's current language (see paymentMessageText). */
export function usePaymentMessage(source: PaymentMessageSource): string | null {
  const { i18n } = useTranslation();
  return paymentMessageText(i18n.language, source);
}
