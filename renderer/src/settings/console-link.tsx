import { useTranslation } from 'react-i18next';
import { desktopApi } from '../desktop/desktop-api';
import { useBridgeStatus } from '../status/use-bridge-status';
import { Button, Card } from '@tillbridge/web-kit';
import styles from './console-link.module.css';

/**
 * With the embedded loyalty service, the way to its console (`/admin/`, served by this bridge on the same origin): a
 * new tab in a browser; in the desktop shell, a window of its own, so this one keeps showing waiting payments.
 */
export function ConsoleLink() {
  const { t } = useTranslation('settings');
  const state = useBridgeStatus();
  if (state.kind !== 'online' || state.status.loyalty.mode !== 'embedded') return null;
  const inBrowser = desktopApi() === undefined;
  return (
    <Card title={t('console.title')}>
      <p className={styles.text}>{t('console.text')}</p>
      <p className={styles.text}>
        {inBrowser ? (
          <a className={styles.link} href="/admin/" target="_blank" rel="noopener" data-testid="console-link">
            {t('console.open')}
          </a>
        ) : (
          <Button onClick={() => void desktopApi()?.openConsole()} data-testid="console-link">
            {t('console.open')}
          </Button>
        )}
      </p>
    </Card>
  );
}
