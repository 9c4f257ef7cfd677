import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatMoney,
  formatNumber,
  Card,
  EmptyState,
  Table,
  TableHead,
  Td,
  useLoaded,
} from '@tillbridge/web-kit';
import { apiErrorMessage } from '../api/api-error-message';
import { FoundCount } from './found-count';
import { fetchAccruals } from './journal-api';
import styles from './journal-page.module.css';

/** The bonuses credited by hand through the menu, newest first: who, how much, why, from where. */
export function AccrualsView() {
  const { t, i18n } = useTranslation('journal');
  const lang = i18n.language;
  const { data, error } = useLoaded('accruals', (signal) => fetchAccruals(signal), apiErrorMessage);
  return (
    <>
      <Card
        className={styles.filters}
        title={
          <FoundCount
            testId="accruals-count"
            found={data && t('accruals.found', { count: data.total, n: formatNumber(data.total, lang) })}
          />
        }
      >
        {error && (
          <p className={styles.message} role="alert">
            {t('loadFailed', { reason: error })}
          </p>
        )}
      </Card>
      {data && data.total === 0 ? (
        <EmptyState title={t('accruals.none')}>{t('accruals.noneHint')}</EmptyState>
      ) : (
        <div className={styles.checks}>
          <Table aria-label={t('accruals.title')}>
            <TableHead
              columns={[
                t('columns.time'),
                t('columns.guest'),
                { numeric: t('accruals.amount') },
                t('accruals.reason'),
                t('accruals.via'),
              ]}
            />
            <tbody>
              {data?.entries.map((accrual) => (
                <tr key={accrual.id} data-testid="accrual-row">
                  <Td>{formatDateTime(accrual.at, lang)}</Td>
                  <Td>
                    {accrual.guest}
                    {accrual.guest !== accrual.phone && <div>{accrual.phone}</div>}
                  </Td>
                  <Td numeric>{formatMoney(accrual.amountMinor, lang)}</Td>
                  <Td>{accrual.reason}</Td>
                  <Td>
                    {accrual.via === 'window'
                      ? t('accruals.viaWindow')
                      : [accrual.via && t('accruals.viaStation'), accrual.stationLabel].filter(Boolean).join(': ')}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </>
  );
}
