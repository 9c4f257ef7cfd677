import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, FactList } from '@tillbridge/web-kit';
import { usePaymentMessage } from '../i18n/payment-message';
import { useStationLabel } from '../i18n/payment-words';
import { ReceiptPanel } from '../receipts/receipt-panel';
import { useSettings, useSlipWidth } from '../settings/settings-context';
import type { JournalEntry, PaymentDetail } from '../../../shared/api/journal';
import type { PaymentState } from '../../../shared/api/payment-state';
import { DetailDialog } from './detail-dialog';
import { Fact } from './fact';
import { fetchPaymentDetail } from './journal-api';
import { StateBadge } from './state-badge';
import stacked from '@tillbridge/web-kit/stacked-list.module.css';
import styles from './payment-detail-dialog.module.css';
import { apiErrorMessage } from '../api/api-error-message';

/** A titled list of what happened to the payment, each step after its time; nothing when there are none. */
function TimedSteps<Step extends { readonly at: string }>(props: {
  readonly title: string;
  readonly steps: readonly Step[];
  readonly children: (step: Step) => ReactNode;
}) {
  const { i18n } = useTranslation();
  if (props.steps.length === 0) return null;
  return (
    <section aria-label={props.title}>
      <h3 className={styles.heading}>{props.title}</h3>
      <ol className={`${stacked.list} ${stacked.small} ${styles.events}`}>
        {props.steps.map((step, index) => (
          <li key={index}>
            <span className={styles.when}>{formatDateTime(step.at, i18n.language)}</span>
            {props.children(step)}
          </li>
        ))}
      </ol>
    </section>
  );
}

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
        <TimedSteps title={t('detail.adjustments')} steps={detail.adjustments}>
          {(step) =>
            t(`adjustment.${step.part}.${step.action}`, {
              step: money(step.stepMinor),
              remaining: money(step.remainingMinor),
            })
          }
        </TimedSteps>
        <TimedSteps title={t('detail.history')} steps={detail.events}>
          {(event) => <StateBadge state={event.toState as PaymentState} />}
        </TimedSteps>
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
  return (
    <DetailDialog
      open={entry !== undefined}
      onClose={onClose}
      title={entry ? t('detail.title', { amount: formatMoney(entry.amountMinor, i18n.language) }) : ''}
      error={current?.error}
      detail={current?.detail}
    >
      {(shown) => <DetailBody detail={shown} />}
    </DetailDialog>
  );
}
