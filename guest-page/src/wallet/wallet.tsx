import { useTranslation } from 'react-i18next';
import type { GuestProfile } from '../../../shared/loyalty-api/guest-api';
import { useConnectivity, useGuestPage } from '../app/guest-context';
import { PageFrame } from '../app/page-frame';
import { CampaignsScreen } from '../campaigns/campaigns-screen';
import { CardsScreen } from '../cards/cards-screen';
import { useResource } from '../data/use-resource';
import { HistoryScreen } from '../history/history-screen';
import { PayScreen } from '../pay/pay-screen';
import { HomeScreen } from './home-screen';
import { Refusal } from './refusal';
import { TabBar } from './tab-bar';
import { useScreen } from './use-screen';
import styles from './wallet.module.css';

/** The signed-in guest's page: five screens over the profile, which the home and cards screens share. */
export function Wallet() {
  const { t } = useTranslation('wallet');
  const { config } = useGuestPage();
  const { offline } = useConnectivity();
  const [screen, go] = useScreen();
  /** Loaded again on every screen change: back home after paying at the till, the balance is the new one. */
  const profile = useResource<GuestProfile>('profile', (call) => call('profile'), screen);
  const status = offline ? (
    <span className={styles.offline} data-testid="offline-mark">
      {t('offline')}
    </span>
  ) : undefined;
  const refusal = profile.error?.kind;
  const refused = refusal === 'notFound' || refusal === 'refused';
  return (
    <PageFrame
      title={config.network.name}
      status={status}
      nav={refused ? undefined : <TabBar current={screen} onGo={go} />}
    >
      {refused ? (
        <Refusal kind={refusal} />
      ) : screen === 'pay' ? (
        <PayScreen />
      ) : screen === 'history' ? (
        <HistoryScreen />
      ) : screen === 'cards' ? (
        <CardsScreen profile={profile} />
      ) : screen === 'offers' ? (
        <CampaignsScreen />
      ) : (
        <HomeScreen profile={profile} onPay={() => go('pay')} />
      )}
    </PageFrame>
  );
}
