import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@tillbridge/web-kit';
import type { Venue } from '../../../shared/api/admin-console';
import { venues as venuesApi } from '../api/console-api';
import { ActionDialog, type ProgrammeDialogProps } from '../app/action-dialog';

interface Props extends ProgrammeDialogProps {
  readonly venue: Venue;
  readonly onRenamed: () => void;
}

/** A venue's new name (its `posObjectId` stays: the tills are set up with it). Keyed by the venue it renames. */
export function RenameVenueDialog({ programme, venue, onClose, onRenamed }: Props) {
  const { t } = useTranslation('venues');
  const [name, setName] = useState(venue.name);
  return (
    <ActionDialog
      title={t('renameTitle', { id: venue.posObjectId })}
      confirmLabel={t('save')}
      ready={Boolean(name.trim())}
      onClose={onClose}
      action={() => venuesApi.rename(programme, venue.posObjectId, name.trim()).then(onRenamed)}
    >
      <TextField label={t('name')} value={name} onChange={(event) => setName(event.target.value)} />
    </ActionDialog>
  );
}
