import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { syncNow } from '../api/terminal-api';
import { formatAgo, formatNumber, Button, ProgressBar } from '@tillbridge/web-kit';
import { usePrompt } from '../prompt/prompt-events';
import { useBridgeStatus } from './use-bridge-status';
import { useLoyaltyReachable } from './use-loyalty-reachable';
import styles from './status-bar.module.css';
import { apiErrorMessage } from '../api/api-error-message';

/**
 * The bottom line: bridge, loyalty service reachable or not (or why the bridge cannot log in to it), outbox length,
 * last sync, and "Sync now".
 */
export function StatusBar() {
  const { t, i18n } = useTranslation('status');
  const bridge = useBridgeStatus();
  const loyalty = useLoyaltyReachable();
  const { state, dispatch } = usePrompt();
  const [syncing, setSyncing] = useState(false);
  const [syncError, setSyncError] = useState<string | undefined>();
  const sync = state.sync;
  const runSync = async (): Promise<void> => {
    setSyncing(true);
    setSyncError(undefined);
    try {
      dispatch({ type: 'sync', sync: await syncNow() });
    } catch (error) {
      setSyncError(apiErrorMessage(error));
    } finally {
      setSyncing(false);
    }
  };
  const bridgeDot =
    bridge.kind === 'online' ? styles.dotUp : bridge.kind === 'offline' ? styles.dotDown : styles.dotUnknown;
  const loginFailed = loyalty?.login?.state === 'failed' ? loyalty.login : undefined;
  const loyaltyDot =
    loyalty === undefined ? styles.dotUnknown : loyalty.reachable && !loginFailed ? styles.dotUp : styles.dotDown;
  return (
    <footer className={styles.bar}>
      <span className={styles.item} role="status" aria-label={t('bridgeLabel')}>
        <span className={bridgeDot} aria-hidden="true" />
        {bridge.kind === 'online'
          ? t('bridgeOnline', { version: bridge.status.version })
          : bridge.kind === 'offline'
            ? t('bridgeOffline')
            : t('connecting')}
      </span>
      <span className={styles.item} data-testid="loyalty-status">
        <span className={loyaltyDot} aria-hidden="true" />
        {loyalty === undefined
          ? t('loyaltyUnknown')
          : !loyalty.reachable
            ? t('loyaltyDown')
            : loginFailed
              ? t('loginFailed', { reason: t(`loginProblems.${loginFailed.problem ?? 'refused'}`) })
              : t(loyalty.mode === 'embedded' ? 'loyaltyEmbedded' : 'loyaltyHosted')}
      </span>
      <span className={styles.item} data-testid="outbox-status">
        {sync ? t('outbox', { count: sync.pending, formatted: formatNumber(sync.pending, i18n.language) }) : '—'}
        {sync && sync.dead > 0 && <strong className={styles.dead}>{t('dead', { count: sync.dead })}</strong>}
      </span>
      <span className={styles.item}>
        {t('lastSync')}: {sync?.lastSuccessAt ? formatAgo(sync.lastSuccessAt, i18n.language) : t('never')}
      </span>
      {syncError && <span className={`${styles.item} ${styles.error}`}>{syncError}</span>}
      <span className={styles.syncSlot}>
        <Button variant="ghost" onClick={() => void runSync()} disabled={syncing}>
          {t('syncNow')}
        </Button>
        {syncing && (
          <span className={styles.progress}>
            <ProgressBar label={t('syncing')} />
          </span>
        )}
      </span>
    </footer>
  );
}
