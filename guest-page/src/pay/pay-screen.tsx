import { useTranslation } from 'react-i18next';
import { Button, ProgressBar } from '@tillbridge/web-kit';
import { unitsToMinor } from '../../../shared/money';
import { useGuestPage } from '../app/guest-context';
import { formatMoney } from '../i18n/money';
import screen from '../wallet/screen.module.css';
import styles from './pay-screen.module.css';
import { QrCode } from './qr-code';
import { usePaymentCode } from './use-payment-code';

const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * "Pay at the till": the one-time code as large digits and a QR code, with how long it lasts; once a till paid with it,
 * what was paid and the balance after, in its place.
 */
export function PayScreen() {
  const { t, i18n } = useTranslation('pay');
  const { config } = useGuestPage();
  const money = (units: number) => formatMoney(unitsToMinor(units), config.currency, i18n.language);
  const { held, paid, msLeft, problem, issuing, renew } = usePaymentCode();
  const live = held !== undefined && msLeft > 0;
  return (
    <>
      <section className={styles.intro}>
        <h1 className={screen.heading}>{t('title')}</h1>
        <p className={screen.muted}>{t('lead')}</p>
      </section>
      {problem && (
        <p
          className={`${screen.banner} ${problem === 'offline' ? screen.stale : screen.error}`}
          role="alert"
          data-testid="pay-problem"
        >
          {t(`problem.${problem === 'offline' ? 'offline' : problem === 'notFound' ? 'notFound' : 'other'}`)}
        </p>
      )}
      <section className={`${screen.panel} ${styles.card}`} aria-live="polite">
        {live ? (
          <>
            <p
              className={styles.digits}
              data-testid="payment-code"
              data-expires-at={held.expiresAt}
              aria-label={t('codeLabel', { code: held.code.split('').join(' ') })}
            >
              <span>{held.code.slice(0, held.code.length / 2)}</span>
              <span>{held.code.slice(held.code.length / 2)}</span>
            </p>
            <QrCode className={styles.qr} text={held.code} label={t('qrLabel')} />
            <div className={styles.lifetime}>
              <ProgressBar label={t('lifetime')} value={msLeft / held.ttlMs} />
            </div>
            <p role="timer" className={styles.timer} data-testid="code-timer">
              {t('validFor', { time: clock(msLeft) })}
            </p>
          </>
        ) : paid ? (
          <div role="status" data-testid="code-paid">
            <p className={styles.paid}>{t('paid.title')}</p>
            <p>{t('paid.amount', { amount: money(paid.amount) })}</p>
            <p>{t('paid.balance', { balance: money(paid.balance) })}</p>
          </div>
        ) : (
          <p className={styles.waiting}>{issuing ? t('issuing') : t('noCode')}</p>
        )}
      </section>
      <p className={screen.muted}>{t('renewNote')}</p>
      <Button onClick={renew} disabled={issuing}>
        {t('newCode')}
      </Button>
    </>
  );
}
