import { useTranslation } from 'react-i18next';
import {
  formatAgo,
  formatDateTime,
  formatMoney,
  Badge,
  BalanceTile,
  Card,
  EmptyState,
  FactList,
  Table,
  Td,
  TableHead,
} from '@tillbridge/web-kit';
import { StateBadge } from '../journal/state-badge';
import type { PaymentState } from '../../../shared/api/payment-state';
import type { GuestOrder, GuestView } from '../../../shared/api/guests';
import tones from '@tillbridge/web-kit/tones.module.css';
import styles from './guests-page.module.css';

const orderTones = { open: 'accent', closed: 'ok', aborted: 'warn' } as const;

function OrderStatus({ order, mirror }: { order: GuestOrder; mirror: boolean }) {
  const { t } = useTranslation('guests');
  if (mirror) return <StateBadge state={order.status as PaymentState} />;
  const tone = orderTones[order.status as keyof typeof orderTones] ?? 'neutral';
  return <Badge tone={tone}>{t(`orderStatus.${order.status}`, { defaultValue: order.status })}</Badge>;
}

/** What the window knows of a guest: balance, rank, cards, recent orders; marked when it comes from the mirror. */
export function GuestCard({ guest }: { readonly guest: GuestView }) {
  const { t, i18n } = useTranslation('guests');
  const lang = i18n.language;
  const mirror = guest.source === 'mirror';
  return (
    <Card
      title={guest.name ?? guest.phone}
      actions={mirror ? <Badge tone="warn">{t('offline')}</Badge> : <Badge tone="ok">{t('live')}</Badge>}
    >
      {mirror && (
        <p className={`${styles.note} ${tones.warn}`} role="note">
          {t('offlineNote', { ago: guest.seenAt ? formatAgo(guest.seenAt, lang) : '—' })}
        </p>
      )}
      <div className={styles.facts}>
        <BalanceTile label={t('balance')} strong>
          {guest.balanceMinor === null ? '—' : formatMoney(guest.balanceMinor, lang)}
        </BalanceTile>
        <FactList className={styles.list}>
          <dt>{t('phone')}</dt>
          <dd>{guest.phone}</dd>
          <dt>{t('rank')}</dt>
          <dd>{guest.rank ?? (mirror ? t('unknownOffline') : t('noRank'))}</dd>
          <dt>{t('cards')}</dt>
          <dd>
            {guest.cards.length === 0
              ? t('noCards')
              : guest.cards.map((card) => (
                  <span key={card.masked} className={styles.card}>
                    <code>{card.masked}</code> {card.isVirtual && <Badge>{t('virtual')}</Badge>}
                  </span>
                ))}
          </dd>
        </FactList>
      </div>
      <h3 className={styles.heading}>{mirror ? t('recentPayments') : t('recentOrders')}</h3>
      {guest.orders.length === 0 ? (
        <EmptyState title={t('noOrders')} />
      ) : (
        <Table aria-label={mirror ? t('recentPayments') : t('recentOrders')}>
          <TableHead columns={[t('when'), t('status'), { numeric: t('paidWithBonuses') }]} />
          <tbody>
            {guest.orders.map((order) => (
              <tr key={order.id}>
                <Td>{formatDateTime(order.at, lang)}</Td>
                <Td>
                  <OrderStatus order={order} mirror={mirror} />
                </Td>
                <Td numeric>{formatMoney(order.amountMinor, lang)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
