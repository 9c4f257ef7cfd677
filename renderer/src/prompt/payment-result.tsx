import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../../shared/api/payment-prompt';
import { formatMoney, Button, Spinner } from '@tillbridge/web-kit';
import { usePaymentMessage } from '../i18n/payment-message';
import { endingKey, isApproved } from './payment-ending';
import { resultHoldMs } from './prompt-state';
import styles from './payment-result.module.css';

export interface PaymentResultProps {
  readonly payment: PaymentView;
  readonly finishedAt?: number | undefined;
  readonly now?: number;
  readonly onDismiss?: () => void;
}

/** While authorizing: a spinner. Then its ending (approved with the balance after, or how it ended and why). */
export function PaymentResult({ payment, finishedAt, now, onDismiss }: PaymentResultProps) {
  const { t, i18n } = useTranslation('prompt');
  const money = (minor: number): string => formatMoney(minor, i18n.language);
  const message = usePaymentMessage(payment);
  if (payment.state === 'authorizing') {
    return (
      <div className={styles.result}>
        <Spinner label={t('checking')} />
      </div>
    );
  }
  const approved = isApproved(payment);
  const secondsLeft =
    finishedAt !== undefined && now !== undefined
      ? Math.max(0, Math.ceil((finishedAt + resultHoldMs - now) / 1000))
      : undefined;
  return (
    <div
      className={`${styles.result} ${approved ? styles.approved : styles.refused}`}
      role="status"
      data-testid="payment-result"
    >
      <p className={styles.title}>{t(endingKey(payment))}</p>
      {approved && (
        <dl className={styles.facts}>
          <dt>{t('paid')}</dt>
          <dd>{money(payment.amountMinor)}</dd>
          {payment.tipMinor > 0 && (
            <>
              <dt>{t('tip.label')}</dt>
              <dd>{money(payment.tipMinor)}</dd>
            </>
          )}
          {payment.balanceAfterMinor !== null && (
            <>
              <dt>{t('balanceAfter')}</dt>
              <dd data-testid="balance-after">{money(payment.balanceAfterMinor)}</dd>
            </>
          )}
          {payment.cardMasked && (
            <>
              <dt>{t('card')}</dt>
              <dd>
                <code>{payment.cardMasked}</code>
              </dd>
            </>
          )}
          {payment.guestName && (
            <>
              <dt>{t('guest')}</dt>
              <dd>{payment.guestName}</dd>
            </>
          )}
        </dl>
      )}
      {message && <p className={styles.reason}>{message}</p>}
      {onDismiss && (
        <div className={styles.footer}>
          <Button size="large" onClick={onDismiss}>
            {t('close')}
          </Button>
          {secondsLeft !== undefined && <span className={styles.hold}>{t('closesIn', { count: secondsLeft })}</span>}
        </div>
      )}
    </div>
  );
}
