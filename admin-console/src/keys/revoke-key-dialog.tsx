import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tillbridge/web-kit';
import type { ApiKey } from '../../../shared/api/admin-console';
import { keys as keysApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';

interface Props {
  readonly programme: string;
  readonly apiKey: ApiKey;
  readonly onClose: () => void;
  readonly onRevoked: () => void;
}

/** Asks before revoking: the tills or site using the key stop at once, and a revoked key cannot come back. */
export function RevokeKeyDialog({ programme, apiKey, onClose, onRevoked }: Props) {
  const { t } = useTranslation('keys');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const revoke = () => {
    setBusy(true);
    keysApi
      .revoke(programme, apiKey.id)
      .then(onRevoked)
      .catch((reason: unknown) => setError(refusalMessage(reason)))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog
      open
      title={t('revokeTitle', { label: apiKey.label })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="danger" disabled={busy} onClick={revoke}>
            {t('revokeConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('revokeText')}</p>
      {error && <Notice tone="error">{error}</Notice>}
    </Dialog>
  );
}
