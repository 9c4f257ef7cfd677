import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField } from '@tillbridge/web-kit';
import { managerPinPattern } from '../../../shared/api/manager-pin';
import { apiErrorMessage } from '../api/api-error-message';
import { changeManagerPin } from '../app/manager-api';
import { useManagerLock } from '../app/manager-lock';
import styles from './settings-editor.module.css';

type Fields = { readonly current: string; readonly pin: string; readonly repeat: string };
const empty: Fields = { current: '', pin: '', repeat: '' };

/** Sets the manager PIN (the first one freely; a new one with the current one) and locks the window on demand. */
export function ManagerPinCard() {
  const { t } = useTranslation('settings');
  const { status, lock, refresh } = useManagerLock();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [saved, setSaved] = useState(false);
  if (!status) return null;
  const field = (key: keyof Fields) => (
    <TextField
      label={t(`managerPin.${key}`)}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      value={fields[key]}
      error={errors[key]}
      onChange={(event) => {
        setFields({ ...fields, [key]: event.target.value });
        setErrors({ ...errors, [key]: undefined });
        setSaved(false);
      }}
    />
  );
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found: Partial<Record<keyof Fields, string>> = {};
    if (status.pinSet && fields.current === '') found.current = t('managerPin.errors.current');
    if (!managerPinPattern.test(fields.pin)) found.pin = t('managerPin.errors.pin');
    else if (fields.repeat !== fields.pin) found.repeat = t('managerPin.errors.repeat');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await changeManagerPin(status.pinSet ? { current: fields.current, pin: fields.pin } : { pin: fields.pin });
      setFields(empty);
      setSaved(true);
      await refresh();
    } catch (error) {
      setErrors({ [status.pinSet ? 'current' : 'pin']: apiErrorMessage(error) });
    }
  };
  return (
    <Card
      className={styles.pinCard}
      title={t('managerPin.title')}
      actions={status.pinSet ? <Button onClick={lock}>{t('managerPin.lockNow')}</Button> : undefined}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('managerPin.title')}>
        <p>{status.pinSet ? t('managerPin.textSet', { minutes: status.idleMinutes }) : t('managerPin.textUnset')}</p>
        <div className={styles.grid}>
          {status.pinSet && field('current')}
          {field('pin')}
          {field('repeat')}
        </div>
        <div className={`${styles.actions} ${styles.pinActions}`}>
          <Button type="submit">{status.pinSet ? t('managerPin.change') : t('managerPin.set')}</Button>
          <p className={styles.status} role="status">
            {saved && t('managerPin.saved')}
          </p>
        </div>
      </form>
    </Card>
  );
}
