import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, formatDateTime } from '@tillbridge/web-kit';
import type { GuestOrders } from '../../../shared/loyalty-api/guest-api';
import { useGuestPage } from '../app/guest-context';
import { useResource } from '../data/use-resource';
import { formatBonuses, formatMoney } from '../i18n/money';
import { ResourceStatus } from '../wallet/resource-status';
import screen from '../wallet/screen.module.css';
import { maxRows, pageSize } from './page-size';
import { unitsToMinor } from '../../../shared/money';

/** The guest's orders in the network's venues, newest first: the sum, the bonuses paid and earned. */
export function OrderList() {
  const { t, i18n } = useTranslation('history');
  const { config } = useGuestPage();
  const [take, setTake] = useState(pageSize);
  const orders = useResource<GuestOrders>(`orders.${take}`, (call) => call('orders', { take }));
  const list = orders.data?.orders ?? [];
  const language = i18n.language;
  return (
    <>
      <ResourceStatus resource={orders} />
      {orders.data && list.length === 0 && <EmptyState title={t('noOrders')}>{t('noOrdersText')}</EmptyState>}
      {list.length > 0 && (
        <ul className={`${screen.panel} ${screen.list}`} aria-label={t('orders')}>
          {list.map((order) => (
            <li key={order.id} className={screen.row}>
              <span className={screen.rowTitle}>
                {order.number === null ? t('order') : t('orderNumber', { number: order.number })}
                {order.status !== 'closed' && ` · ${t(`status.${order.status}`)}`}
              </span>
              <span className={screen.amount}>
                {formatMoney(unitsToMinor(order.sumToPay), config.currency, language)}
              </span>
              <span className={`${screen.muted} ${screen.wide}`}>{formatDateTime(order.openTime, language)}</span>
              <span className={`${screen.muted} ${screen.wide}`}>
                {t('orderBonuses', {
                  paid: formatBonuses(unitsToMinor(order.paidWithBonuses), language),
                  earned: formatBonuses(unitsToMinor(order['\u0435arnedBonuses']), language),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {orders.data && orders.data.totalCount > list.length && take < maxRows && (
        <Button variant="ghost" onClick={() => setTake(Math.min(maxRows, take + pageSize))}>
          {t('showMore')}
        </Button>
      )}
    </>
  );
}
