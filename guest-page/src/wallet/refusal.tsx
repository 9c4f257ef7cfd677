import { useTranslation } from 'react-i18next';
import { Button } from '@tillbridge/web-kit';
import { useGuestPage } from '../app/guest-context';
import { displayPhone } from '../sign-in/phone-number';
import styles from './screen.module.css';

/** Signed in, but the programme has no such member (404) or refuses this guest (403): what to do, and signing out. */
export function Refusal({ kind }: { readonly kind: 'notFound' | 'refused' }) {
  const { t } = useTranslation('wallet');
  const { session, config } = useGuestPage();
  const phone = session.current()?.phone ?? '';
  return (
    <section className={styles.panel} role="alert">
      <h1 className={styles.heading}>{t(`refusal.${kind}.title`)}</h1>
      <p>{t(`refusal.${kind}.text`, { phone: displayPhone(phone), network: config.network.name })}</p>
      <Button onClick={() => session.end()}>{t('signOut')}</Button>
    </section>
  );
}
