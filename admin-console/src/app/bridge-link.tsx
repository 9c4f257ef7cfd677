import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BridgeStatus } from '../../../shared/api/status';

/** Whether this console is the embedded one of a bridge (the same origin answers the bridge's `GET /api/status`). */
function useServedByBridge(): boolean {
  const [bridge, setBridge] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/status', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const status = (await response.json()) as Partial<BridgeStatus>;
        setBridge(typeof status.shell === 'string');
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return bridge;
}

/** The desktop shell's preload: the console then has a window of its own beside the till's, and needs no way back. */
const inDesktopShell = (): boolean => 'tillbridge' in window;

/** "Back to the till": shown only when a bridge serves the console in a browser tab or window. */
export function BridgeLink({ className }: { readonly className?: string }) {
  const { t } = useTranslation('app');
  const served = useServedByBridge();
  if (!served || inDesktopShell()) return null;
  return (
    <a className={className} href="/">
      {t('backToTill')}
    </a>
  );
}
