import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '@tillbridge/web-kit';
import type { ApiKey } from '../../../shared/api/admin-console';
import { keys as keysApi } from '../api/console-api';
import { ActionDialog, type ProgrammeDialogProps } from '../app/action-dialog';
import { AddressesField } from './addresses-field';
import { parseAddressList } from './address-list';

interface Props extends ProgrammeDialogProps {
  readonly apiKey: ApiKey;
  readonly onSaved: () => void;
}

/** A key's password (new, kept or removed) and the addresses it may call from. */
export function KeyAccessDialog({ programme, apiKey, onClose, onSaved }: Props) {
  const { t } = useTranslation('keys');
  const initialAddresses = (apiKey.allowedAddresses ?? []).join('\n');
  const [addresses, setAddresses] = useState(initialAddresses);
  const [password, setPassword] = useState('');
  const [removePassword, setRemovePassword] = useState(false);
  const save = async () => {
    if (addresses !== initialAddresses) {
      const list = parseAddressList(addresses);
      await keysApi.setAddresses(programme, apiKey.id, list.length ? list : null);
    }
    if (removePassword) await keysApi.setPassword(programme, apiKey.id, null);
    else if (password) await keysApi.setPassword(programme, apiKey.id, password);
    onSaved();
  };
  return (
    <ActionDialog
      title={t('accessTitle', { label: apiKey.label })}
      confirmLabel={t('save')}
      onClose={onClose}
      action={save}
    >
      <AddressesField value={addresses} onChange={setAddresses} />
      <TextField
        label={apiKey.hasPassword ? t('newPassword') : t('password')}
        hint={apiKey.hasPassword ? t('newPasswordHint') : t('passwordHint')}
        type="password"
        autoComplete="new-password"
        value={password}
        disabled={removePassword}
        onChange={(event) => setPassword(event.target.value)}
      />
      {apiKey.hasPassword && (
        <Checkbox
          label={t('removePassword')}
          checked={removePassword}
          onChange={(event) => setRemovePassword(event.target.checked)}
        />
      )}
    </ActionDialog>
  );
}
