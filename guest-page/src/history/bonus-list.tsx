import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestBonusHistory, GuestBonusRecord } from '../../../shared/loyalty-api/guest-api';
import { Button, EmptyState, formatDateTime } from '@tillbridge/web-kit';
import { useResource } from '../data/use-resource';
import { formatBonuses } from '../i18n/money';
import { ResourceStatus } from '../wallet/resource-status';
import screen from '../wallet/screen.module.css';
import { maxRows, pageSize } from './page-size';
import { unitsToMinor } from '../../../shared/money';

function useRecordTitle() {
  const { t } = useTranslation('history');
  return (record: GuestBonusRecord) => {
    if (record.operation !== 'order') return t(`operation.${record.operation}`);
    const venue = record.venueName ?? '';
    return record.orderNumber === undefined
      ? t('operation.orderAt', { venue })
      : t('operation.orderNumberAt', { number: record.orderNumber, venue });
  };
}

/** Every bonus earned, spent, added or taken, newest first, with the balance after it. */
export function BonusList() {
  const { t, i18n } = useTranslation('history');
  const [take, setTake] = useState(pageSize);
  const history = useResource<GuestBonusHistory>(`bonusHistory.${take}`, (call) => call('bonusHistory', { take }));
  const title = useRecordTitle();
  const records = history.data?.records ?? [];
  return (
    <>
      <ResourceStatus resource={history} />
      {history.data && records.length === 0 && <EmptyState title={t('noBonuses')}>{t('noBonusesText')}</EmptyState>}
      {records.length > 0 && (
        <ul className={`${screen.panel} ${screen.list}`} aria-label={t('bonuses')}>
          {records.map((record) => (
            <li key={record.id} className={screen.row}>
              <span className={screen.rowTitle}>{title(record)}</span>
              <span className={`${screen.amount} ${record.amount < 0 ? screen.minus : screen.plus}`}>
                {formatBonuses(unitsToMinor(record.amount), i18n.language, true)}
              </span>
              <span className={screen.muted}>
                {formatDateTime(record.occurredAt, i18n.language)}
                {record.comment && record.operation !== 'order' ? ` · ${record.comment}` : ''}
              </span>
              <span className={screen.muted}>
                {t('balanceAfter', { balance: formatBonuses(unitsToMinor(record.balanceAfter), i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {history.data && history.data.totalCount > records.length && take < maxRows && (
        <Button variant="ghost" onClick={() => setTake(Math.min(maxRows, take + pageSize))}>
          {t('showMore')}
        </Button>
      )}
    </>
  );
}
