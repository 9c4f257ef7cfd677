import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, FactList, Table, TableHead, Td, useLoaded } from '@tillbridge/web-kit';
import type { CheckDetail, JournalCheck } from '../../../shared/api/journal-checks';
import { apiErrorMessage } from '../api/api-error-message';
import { CheckLineRow } from '../prompt/check-line-row';
import { DetailDialog } from './detail-dialog';
import { Fact } from './fact';
import { fetchCheckDetail } from './journal-api';
import { CheckStatusBadge } from './check-status-badge';
import styles from './payment-detail-dialog.module.css';

function DetailBody({ detail }: { readonly detail: CheckDetail }) {
  const { t, i18n } = useTranslation('journal');
  const lang = i18n.language;
  const money = (minor: number | null) => (minor === null ? null : formatMoney(minor, lang));
  return (
    <div className={styles.layout}>
      <div className={styles.facts}>
        <FactList className={styles.list}>
          <Fact label={t('columns.state')}>
            <CheckStatusBadge status={detail.status} />
          </Fact>
          <Fact label={t('columns.time')}>{formatDateTime(detail.createdAt, lang)}</Fact>
          <Fact label={t('checks.closed')}>{detail.closedAt && formatDateTime(detail.closedAt, lang)}</Fact>
          <Fact label={t('columns.station')}>{detail.station}</Fact>
          <Fact label={t('columns.card')}>{detail.card}</Fact>
          <Fact label={t('columns.phone')}>{detail.guestPhone}</Fact>
          <Fact label={t('checks.total')}>{money(detail.totalMinor)}</Fact>
          <Fact label={t('checks.spent')}>{money(detail.spentMinor)}</Fact>
          <Fact label={t('checks.earned')}>{money(detail.earnedMinor) ?? t('checks.notYet')}</Fact>
          <Fact label={t('detail.order')}>
            <code>{detail.orderId}</code>
          </Fact>
        </FactList>
      </div>
      <section aria-label={t('checks.lines')}>
        <h3 className={styles.heading}>{t('checks.lines')}</h3>
        <Table aria-label={t('checks.lines')}>
          <TableHead columns={[t('checks.line'), { numeric: t('checks.quantity') }, { numeric: t('checks.sum') }]} />
          <tbody>
            {detail.lines.map((line, index) => (
              <CheckLineRow key={index} line={line} money={money} />
            ))}
          </tbody>
        </Table>
        <h3 className={styles.heading}>{t('checks.transactions')}</h3>
        <Table aria-label={t('checks.transactions')}>
          <TableHead
            columns={[t('columns.time'), t('checks.kind'), { numeric: t('columns.amount') }, t('checks.note')]}
          />
          <tbody>
            {detail.transactions.map((transaction, index) => (
              <tr key={index}>
                <Td>{formatDateTime(transaction.at, lang)}</Td>
                <Td>
                  {t(`checks.kinds.${transaction.kind}`)}
                  {transaction.mode === 2 || transaction.mode === 3
                    ? ` (${t(`checks.modes.${transaction.mode}`)})`
                    : ''}
                </Td>
                <Td numeric>{money(transaction.amountMinor)}</Td>
                <Td>{transaction.refused ? t('checks.refused', { reason: transaction.note }) : transaction.note}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </div>
  );
}

/** One FarCards check: its guest, sums and state, its lines and the transactions the till posted for it. */
export function CheckDetailDialog({
  check,
  onClose,
}: {
  readonly check: JournalCheck | undefined;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation(['journal', 'app']);
  const { data, error } = useLoaded(
    check?.orderId,
    (signal) => fetchCheckDetail(check!.orderId, signal),
    apiErrorMessage,
  );
  const detail = data && data.orderId === check?.orderId ? data : undefined;
  return (
    <DetailDialog
      open={check !== undefined}
      onClose={onClose}
      title={check ? t('checks.detailTitle', { number: check.number ?? '—' }) : ''}
      error={error}
      detail={detail}
    >
      {(shown) => <DetailBody detail={shown} />}
    </DetailDialog>
  );
}
