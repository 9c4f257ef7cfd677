import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@tillbridge/web-kit';
import { apiErrorMessage } from '../api/api-error-message';
import { setManagerSession } from '../api/manager-session';
import { unlockManager } from './manager-api';

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
    <Dialog
      open
      title={t('manager.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" type="submit" form="manager-pin-form" disabled={busy}>
            {t('manager.unlock')}
          </Button>
        </>
      }
    >
      <form id="manager-pin-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('manager.why')}</p>
        <TextField
          label={t('manager.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          error={error}
          onChange={(event) => {
            setPin(event.target.value);
            setError(undefined);
          }}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
