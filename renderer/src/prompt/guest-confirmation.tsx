import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tillbridge/web-kit';
import type { GuestView } from '../../../shared/api/guests';
import edged from '@tillbridge/web-kit/edged.module.css';
import styles from './guest-confirmation.module.css';

/**
 * The guest a typed phone or card found, before anything is paid: name, phone, balance and the amount to pay; a second
 * Enter or Pay pays, Escape goes back to the field.
 */
export function GuestConfirmation({ guest, totalMinor }: { readonly guest: GuestView; readonly totalMinor: number }) {
  const { t, i18n } = useTranslation('prompt');
  const money = (minor: number): string => formatMoney(minor, i18n.language);
  return (
    <div className={`${edged.edged} ${edged.accent} ${styles.confirm}`} role="status" data-testid="guest-confirmation">
      <p className={styles.name} data-testid="confirm-name">
        {guest.name ?? guest.phone}
      </p>
      <dl className={styles.facts}>
        <dt>{t('confirm.phone')}</dt>
        <dd>{guest.phone}</dd>
        <dt>{t('confirm.balance')}</dt>
        <dd data-testid="confirm-balance">{guest.balanceMinor === null ? '—' : money(guest.balanceMinor)}</dd>
        <dt>{t('confirm.toPay')}</dt>
        <dd data-testid="confirm-amount">{money(totalMinor)}</dd>
      </dl>
      <p className={styles.how}>{t(guest.source === 'mirror' ? 'confirm.howOffline' : 'confirm.how')}</p>
    </div>
  );
}
