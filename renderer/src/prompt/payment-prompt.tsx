import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmGuestMode, PaymentView } from '../../../shared/api/payment-prompt';
import { formatMoney, Card } from '@tillbridge/web-kit';
import { useSettings } from '../settings/settings-context';
import { EnrolOffer } from './enrol-offer';
import { IdentifyForm } from './identify-form';
import { formatClock } from './payment-ending';
import { useStationLabel } from '../i18n/payment-words';
import { PaymentResult } from './payment-result';
import { isActive } from './prompt-state';
import valueStack from '@tillbridge/web-kit/value-stack.module.css';
import styles from './payment-prompt.module.css';

export interface PaymentPromptProps {
  readonly payment: PaymentView;
  readonly now: number;
  readonly tips: boolean;
  /** The loyalty service finds guests by phone only. */
  readonly phoneOnly: boolean;
  /** When a try shows the guest before paying (setting `prompt.confirmGuest`). */
  readonly confirmGuest: ConfirmGuestMode;
  /** A swipe or code typed outside the field, for this payment. */
  readonly entry?: { readonly text: string; readonly seq: number } | undefined;
  readonly finishedAt: number | undefined;
  readonly onResult: (payment: PaymentView) => void;
  readonly onDismiss: () => void;
  /** An entry that came while a try ran and that this payment, no longer waiting, cannot take. */
  readonly onLeftOver?: (text: string) => void;
}

/** The guest prompt: station, amount and countdown in one row on top; the identification form or the result below. */
export function PaymentPrompt({
  payment,
  now,
  tips,
  phoneOnly,
  confirmGuest,
  entry,
  finishedAt,
  onResult,
  onDismiss,
  onLeftOver,
}: PaymentPromptProps) {
  const { t, i18n } = useTranslation('prompt');
  const stationLabel = useStationLabel();
  const timeoutSeconds = useSettings().view?.running.authpayTimeout ?? 120;
  const deadline = Date.parse(payment.createdAt) + timeoutSeconds * 1000;
  const secondsLeft = Math.min(timeoutSeconds, Math.max(0, Math.ceil((deadline - now) / 1000)));
  const active = isActive(payment);
  /** The phone of this payment's last try when it was not a member. */
  const [notMember, setNotMember] = useState<{
    readonly payment: string;
    readonly phone: string;
    readonly enrolled?: boolean;
    /** Counts the enrolment dialog's closings: each gives the field the focus again. */
    readonly closings?: number;
  }>();
  return (
    <Card className={styles.prompt} aria-label={t('prompt')}>
      <div className={styles.head}>
        <div className={`${valueStack.stack} ${styles.fact}`}>
          <span className={`${valueStack.sub} ${styles.label}`}>{t('station')}</span>
          <strong className={styles.station} title={payment.station} data-testid="prompt-station">
            {stationLabel(payment)}
          </strong>
        </div>
        <div className={`${valueStack.stack} ${styles.fact}`}>
          <span className={`${valueStack.sub} ${styles.label}`}>{t('amount')}</span>
          <strong className={styles.amount} data-testid="prompt-amount">
            {formatMoney(payment.amountMinor, i18n.language)}
          </strong>
        </div>
        <div className={styles.countdown} aria-live="off">
          {active && (
            <>
              <span className={`${valueStack.sub} ${styles.label}`}>{t('timeLeft')}</span>
              <span className={styles.countdownValue}>{formatClock(secondsLeft)}</span>
            </>
          )}
        </div>
      </div>
      <div className={styles.body}>
        {payment.state === 'awaiting_guest' && notMember?.payment === payment.id && (
          <EnrolOffer
            key={notMember.phone}
            phone={notMember.phone}
            onClosed={(enrolled) =>
              setNotMember({
                ...notMember,
                enrolled: notMember.enrolled || enrolled,
                closings: (notMember.closings ?? 0) + 1,
              })
            }
          />
        )}
        {payment.state === 'awaiting_guest' && (
          <IdentifyForm
            payment={payment}
            tipsOn={tips && payment.tipAllowed}
            phoneOnly={phoneOnly}
            onResult={onResult}
            onNotMember={(phone) => setNotMember(phone ? { payment: payment.id, phone } : undefined)}
            lastTryOutdated={notMember?.payment === payment.id && notMember.enrolled === true}
            focusAgain={notMember?.closings ?? 0}
            confirmGuest={confirmGuest}
            entry={entry}
            onLeftOver={onLeftOver}
          />
        )}
        {payment.state === 'authorizing' && <PaymentResult payment={payment} />}
        {!active && <PaymentResult payment={payment} finishedAt={finishedAt} now={now} onDismiss={onDismiss} />}
      </div>
    </Card>
  );
}
