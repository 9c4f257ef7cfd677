import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tillbridge/web-kit';
import type { GuestOrders } from '../../../shared/loyalty-api/guest-api';
import { useGuestPage } from '../app/guest-context';
import { formatBonuses, formatMoney } from '../i18n/money';
import screen from '../wallet/screen.module.css';
import { PagedList } from './paged-list';
import { unitsToMinor } from '../../../shared/money';

/** The guest's orders in the network's venues, newest first: the sum, the bonuses paid and earned. */
/** A PagedList like bonus-list.tsx's: the two history lists differ only in endpoint and row. */
export function OrderList() {
  const { t, i18n } = useTranslation('history');
  const { config } = useGuestPage();
  const language = i18n.language;
  return (
    <PagedList<GuestOrders, GuestOrders['orders'][number]>
      endpoint="orders"
      rowsOf={(orders) => orders.orders}
      label={t('orders')}
      empty={{ title: t('noOrders'), text: t('noOrdersText') }}
    >
      {(order) => (
        <li key={order.id} className={screen.row}>
          <span className={screen.rowTitle}>
            {order.number === null ? t('order') : t('orderNumber', { number: order.number })}
            {order.status !== 'closed' && ` · ${t(`status.${order.status}`)}`}
          </span>
          <span className={screen.amount}>{formatMoney(unitsToMinor(order.sumToPay), config.currency, language)}</span>
          <span className={`${screen.muted} ${screen.wide}`}>{formatDateTime(order.openTime, language)}</span>
          <span className={`${screen.muted} ${screen.wide}`}>
            {t('orderBonuses', {
              paid: formatBonuses(unitsToMinor(order.paidWithBonuses), language),
              earned: formatBonuses(unitsToMinor(order['\u0435arnedBonuses']), language),
            })}
          </span>
        </li>
      )}
    </PagedList>
  );
}
