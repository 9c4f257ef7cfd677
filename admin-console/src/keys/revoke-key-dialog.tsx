import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../shared/api/admin-console';
import { keys as keysApi } from '../api/console-api';
import { ActionDialog, type ProgrammeDialogProps } from '../app/action-dialog';

interface Props extends ProgrammeDialogProps {
  readonly apiKey: ApiKey;
  readonly onRevoked: () => void;
}

/** Asks before revoking: the tills or site using the key stop at once, and a revoked key cannot come back. */
export function RevokeKeyDialog({ programme, apiKey, onClose, onRevoked }: Props) {
  const { t } = useTranslation('keys');
  return (
    <ActionDialog
      title={t('revokeTitle', { label: apiKey.label })}
      confirmLabel={t('revokeConfirm')}
      confirmVariant="danger"
      onClose={onClose}
      action={() => keysApi.revoke(programme, apiKey.id).then(onRevoked)}
    >
      <p>{t('revokeText')}</p>
    </ActionDialog>
  );
}
