import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestPageConfig } from '../../../shared/loyalty-api/guest-api';
import { Button, Spinner } from '@tillbridge/web-kit';
import { isGuestApiError } from '../api/guest-api-error';
import { getJson } from '../api/guest-http';
import { guestSession, type SessionEnd } from '../api/guest-session';
import { connectivity } from '../data/connectivity';
import { localStore } from '../data/local-store';
import { SignIn } from '../sign-in/sign-in';
import { Wallet } from '../wallet/wallet';
import { GuestPageContext, type GuestPage } from './guest-context';
import { PageFrame } from './page-frame';
import { configUrl, loadPageConfig, networkCodeOf } from './page-config';
import styles from './guest-app.module.css';

type Loaded = { readonly state: 'loading' } | { readonly state: 'ready'; readonly config: GuestPageConfig } | Failed;
type Failed = { readonly state: 'failed'; readonly reason: 'noPage' | 'offline' | 'unavailable' };

/** The page of the network in the address: its settings first, then sign-in or the guest's wallet. */
export function GuestApp() {
  const { t } = useTranslation('app');
  const network = networkCodeOf(location.pathname);
  const store = useMemo(() => localStore(network ?? ''), [network]);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    network === undefined ? { state: 'failed', reason: 'noPage' } : { state: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (network === undefined) return;
    loadPageConfig(network, store).then(
      (config) => setLoaded({ state: 'ready', config }),
      (error: unknown) => {
        const reason = isGuestApiError(error, 'notFound')
          ? 'noPage'
          : isGuestApiError(error, 'offline')
            ? 'offline'
            : 'unavailable';
        setLoaded({ state: 'failed', reason });
      },
    );
  }, [network, store, attempt]);

  if (loaded.state === 'loading')
    return (
      <PageFrame>
        <div className={styles.center}>
          <Spinner label={t('loading')} />
        </div>
      </PageFrame>
    );
  if (loaded.state === 'failed')
    return (
      <PageFrame>
        <div className={styles.center} role="alert">
          <h1 className={styles.title}>{t(`failed.${loaded.reason}.title`)}</h1>
          <p>{t(`failed.${loaded.reason}.text`)}</p>
          {loaded.reason !== 'noPage' && <Button onClick={() => setAttempt((count) => count + 1)}>{t('retry')}</Button>}
        </div>
      </PageFrame>
    );
  return <NetworkPage config={loaded.config} network={network!} />;
}

function NetworkPage({ config, network }: { readonly config: GuestPageConfig; readonly network: string }) {
  const store = useMemo(() => localStore(network), [network]);
  const [signedIn, setSignedIn] = useState(() => store.read('session') !== undefined);
  const [ended, setEnded] = useState<SessionEnd>();
  const page = useMemo<GuestPage>(
    () => ({
      config,
      store,
      session: guestSession(config.apiKey, store, (why) => {
        /** The next guest starts at home, not on the screen the last one left. */
        history.replaceState(null, '', location.pathname);
        setEnded(why);
        setSignedIn(false);
      }),
      connectivity: connectivity(() => getJson(configUrl(network))),
    }),
    [config, store, network],
  );
  useEffect(() => {
    document.title = config.network.name;
  }, [config.network.name]);
  return (
    <GuestPageContext value={page}>
      {signedIn ? <Wallet /> : <SignIn sessionRefused={ended === 'refused'} onSignedIn={() => setSignedIn(true)} />}
    </GuestPageContext>
  );
}
