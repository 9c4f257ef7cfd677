import { useTranslation } from 'react-i18next';
import { Td, formatDateTime, formatMoney } from '@tillbridge/web-kit';
import type { GuestDetail } from '../../../shared/api/admin-console';
import { GuestListCard } from './guest-part';
import page from '../app/page.module.css';
import styles from './guests.module.css';

/** The guest's 50 newest bonus movements, with the balance after each. */
export function BonusHistory({ guest }: { readonly guest: GuestDetail }) {
  const { t, i18n } = useTranslation('guests');
  const lang = i18n.language;
  const operation = (name: string) => (i18n.exists(`guests:operations.${name}`) ? t(`operations.${name}`) : name);
  return (
    <GuestListCard
      part="history"
      items={guest.bonusHistory}
      columns={['at', 'operation', { numeric: 'amount' }, { numeric: 'balanceAfter' }]}
      row={(entry, index) => (
        <tr key={index}>
          <Td>{formatDateTime(entry.at, lang)}</Td>
          <Td>
            {operation(entry.operation)}
            {entry.comment && <div className={`${page.aside} ${styles.comment}`}>{entry.comment}</div>}
          </Td>
          <Td numeric className={entry.amountMinor < 0 ? page.loss : page.gain}>
            {entry.amountMinor > 0 ? '+' : ''}
            {formatMoney(entry.amountMinor, lang)}
          </Td>
          <Td numeric>{formatMoney(entry.balanceAfterMinor, lang)}</Td>
        </tr>
      )}
    />
  );
}
