import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@tillbridge/web-kit';
import type { Resource } from '../data/use-resource';
import styles from './screen.module.css';
import { StaleNote } from './stale-note';

/** Above a screen's data: loading the first time, the saved-copy note when offline, a failure with a retry. */
export function ResourceStatus({ resource }: { readonly resource: Resource<unknown> }) {
  const { t } = useTranslation('wallet');
  if (resource.loading && resource.data === undefined && !resource.stale) return <Spinner label={t('loading')} />;
  if (resource.error && resource.error.kind !== 'offline')
    return (
      <div className={styles.error} role="alert">
        <p>{t('failed')}</p>
        <Button variant="ghost" onClick={resource.reload}>
          {t('retry')}
        </Button>
      </div>
    );
  return <StaleNote stale={resource.stale} savedAt={resource.savedAt} />;
}
