import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestDetail } from '../../../shared/api/admin-console';
import { guests as guestsApi } from '../api/console-api';
import { ActionDialog, type ProgrammeDialogProps } from '../app/action-dialog';
import { ReasonField } from './reason-field';

interface Props extends ProgrammeDialogProps {
  readonly guest: GuestDetail;
  readonly onChange: (guest: GuestDetail) => void;
}

/** Blocks a guest (no bonuses earned or paid at any till) or lifts the block, with the reason for the audit log. */
export function BlockGuestDialog({ programme, guest, onClose, onChange }: Props) {
  const { t } = useTranslation('guests');
  const blocking = !guest.blockedAt;
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      title={blocking ? t('blockTitle', { phone: guest.phone }) : t('unblockTitle', { phone: guest.phone })}
      confirmLabel={blocking ? t('block') : t('unblock')}
      confirmVariant={blocking ? 'danger' : 'primary'}
      ready={Boolean(reason.trim())}
      onClose={onClose}
      action={() => guestsApi.block(programme, guest.id, blocking, reason.trim()).then(onChange)}
    >
      <p>{blocking ? t('blockText') : t('unblockText')}</p>
      <ReasonField label={t('correction.reason')} hint={t('blockReasonHint')} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
