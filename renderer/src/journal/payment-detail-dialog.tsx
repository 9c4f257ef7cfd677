import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, Button, Dialog, FactList, Spinner } from '@tillbridge/web-kit';
import { usePaymentMessage } from '../i18n/payment-message';
import { useStationLabel } from '../i18n/payment-words';
import { ReceiptPanel } from '../receipts/receipt-panel';
import { useSettings, useSlipWidth } from '../settings/settings-context';
import type { JournalEntry, PaymentDetail } from '../../../shared/api/journal';
import type { PaymentState } from '../../../shared/api/payment-state';
import { Fact } from './fact';
import { fetchPaymentDetail } from './journal-api';
import { StateBadge } from './state-badge';
import stacked from '@tillbridge/web-kit/stacked-list.module.css';
import styles from './payment-detail-dialog.module.css';
import { apiErrorMessage } from '../api/api-error-message';

function DetailBody({ detail }: { readonly detail: PaymentDetail }) {
  const { t, i18n } = useTranslation('journal');
  const lang = i18n.language;
  const width = useSlipWidth();
  const printer = useSettings().view?.running.printer;
  const money = (minor: number | null) => (minor === null ? null : formatMoney(minor, lang));
  const message = usePaymentMessage(detail);
  const stationLabel = useStationLabel();
  return (
    <div className={styles.layout}>
      <div className={styles.facts}>
        <FactList className={styles.list}>
          <Fact label={t('columns.state')}>
            <StateBadge state={detail.state} ending={detail.ending} />
          </Fact>
          <Fact label={t('columns.time')}>{formatDateTime(detail.createdAt, lang)}</Fact>
          <Fact label={t('columns.station')}>
            <span title={detail.station}>{stationLabel(detail)}</span>
          </Fact>
          <Fact label={t('detail.authorized')}>{money(detail.authorizedMinor)}</Fact>
          <Fact label={t('columns.amount')}>{money(detail.amountMinor)}</Fact>
          <Fact label={t('detail.tipAuthorized')}>{money(detail.tipAuthorizedMinor)}</Fact>
          <Fact label={t('columns.tip')}>{detail.tipMinor > 0 ? money(detail.tipMinor) : null}</Fact>
          <Fact label={t('columns.card')}>{detail.cardMasked}</Fact>
          <Fact label={t('columns.guest')}>{[detail.guestName, detail.guestPhone].filter(Boolean).join(', ')}</Fact>
          <Fact label={t('detail.balanceAfter')}>{money(detail.balanceAfterMinor)}</Fact>
          <Fact label={t('columns.authCode')}>{detail.authCode}</Fact>
          <Fact label={t('detail.tipAuthCode')}>{detail.tipAuthCode}</Fact>
          <Fact label={t('detail.paymentSystem')}>{detail.paymentSystem}</Fact>
          <Fact label={t('detail.shift')}>{detail.shiftId}</Fact>
          <Fact label={t('detail.operation')}>
            <code>{detail.id}</code>
          </Fact>
          <Fact label={t('detail.order')}>
            <code>{detail.loyaltyOrderId}</code>
          </Fact>
          <Fact label={t('detail.display')}>{message}</Fact>
          <Fact label={t('detail.declineReason')}>{detail.declineReason}</Fact>
        </FactList>
        {detail.adjustments.length > 0 && (
          <section aria-label={t('detail.adjustments')}>
            <h3 className={styles.heading}>{t('detail.adjustments')}</h3>
            <ol className={`${stacked.list} ${stacked.small} ${styles.events}`}>
              {detail.adjustments.map((step, index) => (
                <li key={index}>
                  <span className={styles.when}>{formatDateTime(step.at, lang)}</span>
                  {t(`adjustment.${step.part}.${step.action}`, {
                    step: money(step.stepMinor),
                    remaining: money(step.remainingMinor),
                  })}
                </li>
              ))}
            </ol>
          </section>
        )}
        {detail.events.length > 0 && (
          <section aria-label={t('detail.history')}>
            <h3 className={styles.heading}>{t('detail.history')}</h3>
            <ol className={`${stacked.list} ${stacked.small} ${styles.events}`}>
              {detail.events.map((event, index) => (
                <li key={index}>
                  <span className={styles.when}>{formatDateTime(event.at, lang)}</span>
                  <StateBadge state={event.toState as PaymentState} />
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
      <section className={styles.slip} aria-label={t('detail.slip')}>
        <h3 className={styles.heading}>{t('detail.slip')}</h3>
        {detail.slip ? (
          <ReceiptPanel documents={detail.slip} width={width} printerName={printer} label={t('detail.slip')} />
        ) : (
          <p className={styles.none}>{t('detail.noSlip')}</p>
        )}
      </section>
    </div>
  );
}

/** One payment: its fields, its history of states and its slip, which can be printed again. */
export function PaymentDetailDialog({
  entry,
  changes,
  onClose,
}: {
  readonly entry: JournalEntry | undefined;
  /** Moves when a payment is written or changes (the event stream): the open detail is fetched again. */
  readonly changes: number;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['journal', 'app']);
  const [loaded, setLoaded] = useState<{ id: string; detail?: PaymentDetail; error?: string } | undefined>();
  useEffect(() => {
    if (!entry) return;
    const controller = new AbortController();
    fetchPaymentDetail(entry.id, controller.signal)
      .then((detail) => setLoaded({ id: entry.id, detail }))
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setLoaded({ id: entry.id, error: apiErrorMessage(reason) });
      });
    return () => controller.abort();
  }, [entry, changes]);
  const current = loaded && loaded.id === entry?.id ? loaded : undefined;
  const detail = current?.detail;
  const error = current?.error;
  return (
    <Dialog
      open={entry !== undefined}
      wide
      onClose={onClose}
      title={entry ? t('detail.title', { amount: formatMoney(entry.amountMinor, i18n.language) }) : ''}
      footer={<Button onClick={onClose}>{t('app:close')}</Button>}
    >
      {error ? (
        <p role="alert">{error}</p>
      ) : detail ? (
        <DetailBody detail={detail} />
      ) : (
        <Spinner label={t('app:loading')} />
      )}
    </Dialog>
  );
}
