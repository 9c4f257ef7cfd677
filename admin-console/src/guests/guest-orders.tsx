import { useTranslation } from 'react-i18next';
import { Badge, Td, formatDateTime, formatMoney } from '@tillbridge/web-kit';
import type { GuestDetail } from '../../../shared/api/admin-console';
import { GuestListCard } from './guest-part';

const statusTone = { open: 'accent', closed: 'ok', aborted: 'neutral' } as const;

/** The guest's 20 newest orders: where, what they paid with bonuses and earned. */
export function GuestOrders({ guest }: { readonly guest: GuestDetail }) {
  const { t, i18n } = useTranslation('guests');
  const lang = i18n.language;
  const money = (minor: number) => <Td numeric>{formatMoney(minor, lang)}</Td>;
  return (
    <GuestListCard
      part="orders"
      items={guest.orders}
      columns={['at', 'venue', 'status', { numeric: 'sum' }, { numeric: 'paid' }, { numeric: 'earned' }]}
      row={(order) => (
        <tr key={order.id}>
          <Td>{formatDateTime(order.at, lang)}</Td>
          <Td>{order.venue}</Td>
          <Td>
            <Badge tone={statusTone[order.status]}>{t(`orders.statuses.${order.status}`)}</Badge>
          </Td>
          {money(order.sumMinor)}
          {money(order.paidBonusMinor)}
          {money(order.earnedBonusMinor)}
        </tr>
      )}
    />
  );
}
