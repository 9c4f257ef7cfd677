import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tillbridge/web-kit';
import type { GuestDetail } from '../../../shared/api/admin-console';
import { guests as guestsApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { ReasonField } from './reason-field';

interface Props {
  readonly programme: string;
  readonly guest: GuestDetail;
  readonly onClose: () => void;
  readonly onChange: (guest: GuestDetail) => void;
}

/** Blocks a guest (no bonuses earned or paid at any till) or lifts the block, with the reason for the audit log. */
export function BlockGuestDialog({ programme, guest, onClose, onChange }: Props) {
  const { t } = useTranslation('guests');
  const blocking = !guest.blockedAt;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    setBusy(true);
    guestsApi
      .block(programme, guest.id, blocking, reason.trim())
      .then(onChange)
      .catch((failure: unknown) => setError(refusalMessage(failure)))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog
      open
      title={blocking ? t('blockTitle', { phone: guest.phone }) : t('unblockTitle', { phone: guest.phone })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant={blocking ? 'danger' : 'primary'} disabled={busy || !reason.trim()} onClick={confirm}>
            {blocking ? t('block') : t('unblock')}
          </Button>
        </>
      }
    >
      <p>{blocking ? t('blockText') : t('unblockText')}</p>
      <ReasonField label={t('correction.reason')} hint={t('blockReasonHint')} value={reason} onChange={setReason} />
      {error && <Notice tone="error">{error}</Notice>}
    </Dialog>
  );
}
