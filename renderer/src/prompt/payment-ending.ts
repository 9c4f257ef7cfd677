import type { BadgeTone } from '@tillbridge/web-kit';
import type { PaymentView } from '../../../shared/api/payment-prompt';
import { outcomeKey } from '../i18n/payment-words';

/** The key of a payment's headline: its ending, or its state while it runs, in the one vocabulary. */
export const endingKey = (payment: Pick<PaymentView, 'ending' | 'state'>): string => outcomeKey(payment);

/** Approved endings read green, the others red or neutral; a running payment is accented. */
export function endingTone(payment: Pick<PaymentView, 'ending' | 'state'>): BadgeTone {
  switch (payment.ending) {
    case null:
      return 'accent';
    case 'paid':
    case 'confirmed':
      return 'ok';
    case 'voided':
      return 'neutral';
    case 'refused':
    case 'failed':
    case 'undone':
      return 'danger';
    default:
      return 'warn';
  }
}

/** True when the guest paid (the payment was authorized, and maybe confirmed since). */
export const isApproved = (payment: Pick<PaymentView, 'ending'>): boolean =>
  payment.ending === 'paid' || payment.ending === 'confirmed';

/** Minutes and seconds, `m:ss`. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
