import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, FormDialog, TextField, Note } from '@tillbridge/web-kit';
import type { EnrolAnswer } from '../../../shared/api/guests';
import { enrolGuest } from './enrol-api';
import { checkEnrolForm, enrolErrorsOf, type EnrolErrors } from './enrol-errors';
import styles from './enrol-dialog.module.css';

export interface EnrolDialogProps {
  /** The phone the guest was looked up by, as the window read it. */
  readonly phone: string;
  readonly onEnrolled: (answer: EnrolAnswer) => void;
  /** Escape or Cancel: nothing was saved. */
  readonly onClose: () => void;
}

/**
 * Enrols a guest who is not a member: the phone (prefilled), the name, and the guest's consent to the programme's
 * terms. Enter submits from any field, the consent included; Escape closes with nothing saved.
 */
export function EnrolDialog({ phone: lookedUp, onEnrolled, onClose }: EnrolDialogProps) {
  const { t } = useTranslation('enrol');
  const [phone, setPhone] = useState(lookedUp);
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<EnrolErrors>({});
  const [busy, setBusy] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  /** The dialog focuses its first field (the phone, already filled) when it opens: the name is what to type. */
  useEffect(() => nameField.current?.focus(), []);
  const submit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (busy) return;
    const refused = checkEnrolForm(name, consent, t);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    setBusy(true);
    try {
      onEnrolled(await enrolGuest({ phone, name: name.trim(), consent: true }));
    } catch (error) {
      setErrors(enrolErrorsOf(error, t));
      setBusy(false);
    }
  };
  /** A checkbox does not submit its form on Enter by itself. */
  const enterOnCheckbox = (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key === 'Enter' && (event.target as HTMLInputElement).type === 'checkbox') void submit(event);
  };
  return (
    <FormDialog
      title={t('title')}
      onClose={onClose}
      closeLabel={t('cancel')}
      submitLabel={busy ? t('saving') : t('enrol')}
      busy={busy}
      formId="enrol-form"
      formClassName={styles.form}
      onSubmit={(event) => void submit(event)}
      onKeyDown={enterOnCheckbox}
    >
      <Note>{t('lead')}</Note>
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="off"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={errors.phone}
        readOnly={busy}
      />
      <TextField
        ref={nameField}
        label={t('name')}
        autoComplete="off"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        readOnly={busy}
      />
      <Checkbox
        label={t('consent')}
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        disabled={busy}
        aria-invalid={errors.consent ? true : undefined}
      />
      {errors.consent && (
        <p className={styles.error} role="alert">
          {errors.consent}
        </p>
      )}
    </FormDialog>
  );
}
