import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Spinner } from '@tillbridge/web-kit';
import { useManagerLock } from '../app/manager-lock';
import { StationNames } from '../stations/station-names';
import { ConsoleLink } from './console-link';
import { ManagerPinCard } from './manager-pin-card';
import { SettingsEditor } from './settings-editor';
import { useSettings } from './settings-context';
import styles from './settings-editor.module.css';

/** The bridge's settings, saved to bridge.config.json; behind the manager PIN once one is set. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { view, error, update } = useSettings();
  const manager = useManagerLock();
  if (manager.locked)
    return (
      <Card title={`🔒 ${t('title')}`}>
        <p>{t('managerPin.locked')}</p>
        <Button variant="primary" size="large" onClick={manager.askPin}>
          {t('managerPin.unlock')}
        </Button>
      </Card>
    );
  if (!view) {
    return (
      <Card title={t('title')}>
        {error ? <EmptyState title={t('loadFailed')}>{error}</EmptyState> : <Spinner label={t('loading')} />}
      </Card>
    );
  }
  const noPin = manager.status?.pinSet === false;
  return (
    <>
      {noPin && (
        <p className={styles.banner} role="note">
          {t('managerPin.banner')}
        </p>
      )}
      {noPin && <ManagerPinCard />}
      <SettingsEditor view={view} onSaved={update} />
      {!noPin && <ManagerPinCard />}
      <StationNames />
      <ConsoleLink />
    </>
  );
}
