import { useTranslation } from 'react-i18next';
import type { GuestBonusHistory, GuestBonusRecord } from '../../../shared/loyalty-api/guest-api';
import { formatDateTime } from '@tillbridge/web-kit';
import { formatBonuses } from '../i18n/money';
import screen from '../wallet/screen.module.css';
import { PagedList } from './paged-list';
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
  const title = useRecordTitle();
  return (
    <PagedList<GuestBonusHistory, GuestBonusRecord>
      endpoint="bonusHistory"
      rowsOf={(history) => history.records}
      label={t('bonuses')}
      empty={{ title: t('noBonuses'), text: t('noBonusesText') }}
    >
      {(record) => (
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
      )}
    </PagedList>
  );
}
