import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@tillbridge/web-kit';
import type { Venue } from '../../../shared/api/admin-console';
import { venues as venuesApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';

interface Props {
  readonly programme: string;
  readonly venue: Venue;
  readonly onClose: () => void;
  readonly onRenamed: () => void;
}

/** A venue's new name (its `posObjectId` stays: the tills are set up with it). Keyed by the venue it renames. */
export function RenameVenueDialog({ programme, venue, onClose, onRenamed }: Props) {
  const { t } = useTranslation('venues');
  const [name, setName] = useState(venue.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    setBusy(true);
    venuesApi
      .rename(programme, venue.posObjectId, name.trim())
      .then(onRenamed)
      .catch((reason: unknown) => setError(refusalMessage(reason)))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog
      open
      title={t('renameTitle', { id: venue.posObjectId })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" disabled={busy || !name.trim()} onClick={save}>
            {t('save')}
          </Button>
        </>
      }
    >
      <TextField label={t('name')} value={name} onChange={(event) => setName(event.target.value)} />
      {error && <Notice tone="error">{error}</Notice>}
    </Dialog>
  );
}
