import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Spinner } from '@tillbridge/web-kit';
import { StationNames } from '../stations/station-names';
import { ConsoleLink } from './console-link';
import { SettingsEditor } from './settings-editor';
import { useSettings } from './settings-context';

/** The bridge's settings, saved to bridge.config.json. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { view, error, update } = useSettings();
  if (!view) {
    return (
      <Card title={t('title')}>
        {error ? <EmptyState title={t('loadFailed')}>{error}</EmptyState> : <Spinner label={t('loading')} />}
      </Card>
    );
  }
  return (
    <>
      <SettingsEditor view={view} onSaved={update} />
      <StationNames />
      <ConsoleLink />
    </>
  );
}
