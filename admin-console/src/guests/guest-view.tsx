import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, BalanceTile, Button, Card, FactList, formatDateTime, formatMoney } from '@tillbridge/web-kit';
import { bpToPercentText } from '../app/number-input';
import { BlockGuestDialog } from './block-guest-dialog';
import { BonusHistory } from './bonus-history';
import { GuestCards } from './guest-cards';
import { CorrectionForm } from './correction-form';
import { GuestOrders } from './guest-orders';
import type { GuestPartProps } from './guest-part';
import styles from './guests.module.css';

/** A guest: wallet and rank, blocking, cards, a bonus correction, orders and bonus history. */
export function GuestView({ programme, guest, onChange }: GuestPartProps) {
  const { t, i18n } = useTranslation('guests');
  const lang = i18n.language;
  const [blocking, setBlocking] = useState(false);
  return (
    <>
      <Card
        title={guest.name ? `${guest.name} · ${guest.phone}` : guest.phone}
        actions={
          <>
            {guest.blockedAt && (
              <Badge tone="danger">{t('blockedAt', { at: formatDateTime(guest.blockedAt, lang) })}</Badge>
            )}
            <Button variant={guest.blockedAt ? 'secondary' : 'danger'} onClick={() => setBlocking(true)}>
              {guest.blockedAt ? t('unblock') : t('block')}
            </Button>
          </>
        }
      >
        <div className={styles.facts}>
          <BalanceTile label={t('balance')}>{formatMoney(guest.balanceMinor, lang)}</BalanceTile>
          <FactList>
            <dt>{t('rank')}</dt>
            <dd>
              {guest.rank
                ? t('rankValue', { name: guest.rank.name, cashback: bpToPercentText(guest.rank.cashbackBp) })
                : t('noRank')}
            </dd>
            <dt>{t('totalSpent')}</dt>
            <dd>{formatMoney(guest.totalSpentMinor, lang)}</dd>
          </FactList>
        </div>
      </Card>
      <div className={styles.columns}>
        <CorrectionForm programme={programme} guest={guest} onChange={onChange} />
        <GuestCards programme={programme} guest={guest} onChange={onChange} />
      </div>
      <GuestOrders guest={guest} />
      <BonusHistory guest={guest} />
      {blocking && (
        <BlockGuestDialog
          programme={programme}
          guest={guest}
          onClose={() => setBlocking(false)}
          onChange={(changed) => {
            setBlocking(false);
            onChange(changed);
          }}
        />
      )}
    </>
  );
}
