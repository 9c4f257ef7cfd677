import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@tillbridge/web-kit';
import { apiErrorMessage } from '../api/api-error-message';
import { setManagerSession } from '../api/manager-session';
import { unlockManager } from './manager-api';
import { PinField } from './pin-field';

/** Asks the manager's PIN; a right one unlocks the window (`onUnlocked`), a wrong one says how many tries are left. */
export function PinDialog({ onClose, onUnlocked }: { readonly onClose: () => void; readonly onUnlocked: () => void }) {
  const { t } = useTranslation('app');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (pin === '') return setError(t('manager.pinEmpty'));
    setBusy(true);
    try {
      setManagerSession((await unlockManager(pin)).session);
      onUnlocked();
    } catch (failure) {
      setPin('');
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t('manager.title')}
      onClose={onClose}
      closeLabel={t('cancel')}
      submitLabel={t('manager.unlock')}
      busy={busy}
      formId="manager-pin-form"
      onSubmit={(event) => void submit(event)}
    >
      <p>{t('manager.why')}</p>
      <PinField
        label={t('manager.pin')}
        value={pin}
        error={error}
        onChange={(event) => {
          setPin(event.target.value);
          setError(undefined);
        }}
        autoFocus
      />
    </FormDialog>
  );
}
