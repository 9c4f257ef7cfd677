import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber, Td, useLoaded } from '@tillbridge/web-kit';
import { apiErrorMessage } from '../api/api-error-message';
import { FoundTable } from './found-table';
import { fetchAccruals } from './journal-api';

/** The bonuses credited by hand through the menu, newest first: who, how much, why, from where. */
export function AccrualsView() {
  const { t, i18n } = useTranslation('journal');
  const lang = i18n.language;
  const { data, error } = useLoaded('accruals', (signal) => fetchAccruals(signal), apiErrorMessage);
  return (
    <FoundTable
      count={{
        testId: 'accruals-count',
        found: data && t('accruals.found', { count: data.total, n: formatNumber(data.total, lang) }),
      }}
      alert={error && t('loadFailed', { reason: error })}
      empty={data && data.total === 0 ? { title: t('accruals.none'), hint: t('accruals.noneHint') } : undefined}
      label={t('accruals.title')}
      columns={[
        t('columns.time'),
        t('columns.guest'),
        { numeric: t('accruals.amount') },
        t('accruals.reason'),
        t('accruals.via'),
      ]}
    >
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
    </FoundTable>
  );
}
