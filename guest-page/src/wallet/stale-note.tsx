import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tillbridge/web-kit';
import styles from './screen.module.css';

/** Said over a screen whose data is the copy saved on the device, because the service did not answer. */
export function StaleNote({ stale, savedAt }: { readonly stale: boolean; readonly savedAt: number | undefined }) {
  const { t, i18n } = useTranslation('wallet');
  if (!stale) return null;
  return (
    <p className={`${styles.banner} ${styles.stale}`} role="status" data-testid="stale-note">
      {savedAt === undefined ? t('staleNothing') : t('stale', { time: formatDateTime(savedAt, i18n.language) })}
    </p>
  );
}
