import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../../shared/api/payment-prompt';
import { formatMoney } from '@tillbridge/web-kit';
import { endingKey, endingTone, formatClock } from './payment-ending';
import { isActive } from './prompt-state';
import { useStationLabel } from '../i18n/payment-words';
import styles from './payment-queue.module.css';

export interface PaymentQueueProps {
  /** Every payment on the layer: waiting, being checked, or a result still shown. */
  readonly payments: readonly PaymentView[];
  readonly shownId: string;
  readonly now: number;
  readonly onSelect: (id: string) => void;
}

/**
 * Every payment on the layer at once, one button per station: its name, the amount, how long it has waited or how it
 * ended. The one in the prompt is pressed; touching another shows it. Shown when more than one payment is listed.
 */
export function PaymentQueue({ payments, shownId, now, onSelect }: PaymentQueueProps) {
  const { t, i18n } = useTranslation('prompt');
  const stationLabel = useStationLabel();
  if (payments.length < 2) return null;
  return (
    <ul className={styles.queue} aria-label={t('queue')} data-testid="payment-queue">
      {payments.map((payment) => {
        const waiting = isActive(payment);
        const status = waiting
          ? t('waited', { time: formatClock((now - Date.parse(payment.createdAt)) / 1000) })
          : t(endingKey(payment));
        return (
          <li key={payment.id}>
            <button
              type="button"
              className={`${styles.item} ${styles[endingTone(payment)]}`}
              aria-pressed={payment.id === shownId}
              onClick={() => onSelect(payment.id)}
              data-testid="queue-item"
              data-station={payment.station}
            >
              <span className={styles.station}>{stationLabel(payment)}</span>
              <span className={styles.amount}>{formatMoney(payment.amountMinor, i18n.language)}</span>
              <span className={styles.status} title={status}>
                {status}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
