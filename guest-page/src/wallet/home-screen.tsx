import { useTranslation } from 'react-i18next';
import { Button } from '@tillbridge/web-kit';
import type { GuestProfile } from '../../../shared/loyalty-api/guest-api';
import { useGuestPage } from '../app/guest-context';
import type { Resource } from '../data/use-resource';
import { formatBonuses, formatMoney } from '../i18n/money';
import { displayPhone } from '../sign-in/phone-number';
import styles from './home-screen.module.css';
import { ResourceStatus } from './resource-status';
import screen from './screen.module.css';
import { unitsToMinor } from '../../../shared/money';

/** The balance, the rank and what is left to the next, the way to pay, and signing out. */
export function HomeScreen({
  profile,
  onPay,
}: {
  readonly profile: Resource<GuestProfile>;
  readonly onPay: () => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const { config, session } = useGuestPage();
  const data = profile.data;
  const language = i18n.language;
  return (
    <>
      <ResourceStatus resource={profile} />
      {data && (
        <>
          <p className={styles.hello}>
            {data.guest.firstName ? t('hello', { name: data.guest.firstName }) : t('helloNoName')}
          </p>
          <section className={styles.balance} aria-labelledby="balance-label">
            <h1 id="balance-label" className={styles.balanceLabel}>
              {t('balance')}
            </h1>
            <p className={styles.balanceValue} data-testid="balance">
              {formatBonuses(unitsToMinor(data.wallet.balance), language)}
            </p>
            <p className={styles.balanceNote}>{t('balanceNote')}</p>
          </section>
          <section className={screen.panel} aria-labelledby="rank-label">
            <h2 id="rank-label" className={screen.muted}>
              {t('rank')}
            </h2>
            {data.wallet.currentRank ? (
              <p className={styles.rank} data-testid="rank">
                {data.wallet.currentRank.name}
                <span className={styles.cashback}>
                  {t('cashback', { percent: data.wallet.currentRank.cashbackPercentage })}
                </span>
              </p>
            ) : (
              <p>{t('noRank')}</p>
            )}
            {data.wallet.nextRank ? (
              <p data-testid="next-rank">
                {t('nextRank', {
                  amount: formatMoney(unitsToMinor(data.wallet.nextRank.spendLeft), config.currency, language),
                  rank: data.wallet.nextRank.name,
                })}
              </p>
            ) : (
              data.wallet.currentRank && <p className={screen.muted}>{t('topRank')}</p>
            )}
          </section>
          <Button variant="primary" size="large" onClick={onPay}>
            {t('payAtTill')}
          </Button>
        </>
      )}
      <footer className={`${screen.spread} ${styles.footer}`}>
        <span>{t('signedInAs', { phone: displayPhone(session.current()?.phone ?? '') })}</span>
        <Button variant="ghost" onClick={() => session.end()}>
          {t('signOut')}
        </Button>
      </footer>
    </>
  );
}
