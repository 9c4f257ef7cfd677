import { useTranslation } from 'react-i18next';
import { Badge, Card, Table, Td, Th, formatDateTime, formatMoney } from '@tillbridge/web-kit';
import type { GuestDetail } from '../../../shared/api/admin-console';

const statusTone = { open: 'accent', closed: 'ok', aborted: 'neutral' } as const;

/** The guest's 20 newest orders: where, what they paid with bonuses and earned. */
export function GuestOrders({ guest }: { readonly guest: GuestDetail }) {
  const { t, i18n } = useTranslation('guests');
  const lang = i18n.language;
  return (
    <Card title={t('orders.title')} titleLevel={3}>
      {guest.orders.length === 0 ? (
        <p>{t('orders.none')}</p>
      ) : (
        <Table aria-label={t('orders.title')}>
          <thead>
            <tr>
              <Th>{t('orders.at')}</Th>
              <Th>{t('orders.venue')}</Th>
              <Th>{t('orders.status')}</Th>
              <Th numeric>{t('orders.sum')}</Th>
              <Th numeric>{t('orders.paid')}</Th>
              <Th numeric>{t('orders.earned')}</Th>
            </tr>
          </thead>
          <tbody>
            {guest.orders.map((order) => (
              <tr key={order.id}>
                <Td>{formatDateTime(order.at, lang)}</Td>
                <Td>{order.venue}</Td>
                <Td>
                  <Badge tone={statusTone[order.status]}>{t(`orders.statuses.${order.status}`)}</Badge>
                </Td>
                <Td numeric>{formatMoney(order.sumMinor, lang)}</Td>
                <Td numeric>{formatMoney(order.paidBonusMinor, lang)}</Td>
                <Td numeric>{formatMoney(order.earnedBonusMinor, lang)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
