import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { overriddenNote } from '../settings/overridden-note';
import type { ConnectionTestResult } from '../../../shared/api/connection-test';
import { apiErrorMessage, fieldErrorMessages } from '../api/api-error-message';
import { saveSettings, type SettingsView } from '../api/settings-api';
import { changeManagerPin } from '../app/manager-api';
import { useManagerLock } from '../app/manager-lock';
import { PinField } from '../app/pin-field';
import { managerPinPattern } from '../../../shared/api/manager-pin';
import { setLanguage } from '../i18n/i18n';
import { useSettings } from '../settings/settings-context';
import { changesOf, formOf, printedLanguages, validateForm, type PrintedLanguage } from '../settings/settings-form';
import { Button, Dialog, FormDialog, Select, TextField, type TextFieldProps, Note } from '@tillbridge/web-kit';
import { testLoyaltyConnection } from './connection-test-api';
import { needsSetup, postponeSetup, setupPostponed } from './first-run';
import styles from './first-run-dialog.module.css';

type Loyalty = 'embedded' | 'hosted';
type Step = { readonly kind: 'form' } | { readonly kind: 'saving' } | { readonly kind: 'saved' };

/** The fields the set-up shows; an error of another (a flag's value the file cannot keep) is said in one line. */
const shownFields = new Set([
  'venueName',
  'loyaltyUrl',
  'apiKey',
  'apiPassword',
  'venue',
  'slipWidth',
  'language',
  'pin',
]);

/** The set-up, once the settings are known: it starts from what the bridge runs with (flags, environment, file). */
export function FirstRunDialog() {
  const { view } = useSettings();
  return view ? <FirstRunForm view={view} /> : null;
}

/**
 * The first start of a till with no venue set: venue name, language, the loyalty service (embedded, or hosted with a
 * connection test), slip width and, optionally, the manager PIN, saved to bridge.config.json like the settings page
 * does. A hosted service named by flags or a config is shown as set. "Later" puts it off until the window is opened
 * again.
 */
function FirstRunForm({ view }: { readonly view: SettingsView }) {
  const { t, i18n } = useTranslation('setup');
  const { update } = useSettings();
  const manager = useManagerLock();
  const [open, setOpen] = useState(true);
  const [venueName, setVenueName] = useState('');
  /** The language the person setting up reads the window in. */
  const [language, setPrinted] = useState<PrintedLanguage>(i18n.resolvedLanguage === 'ru' ? 'ru' : 'en');
  const [start] = useState(() => formOf(view.saved, view.running));
  const [loyalty, setLoyalty] = useState<Loyalty>(start.loyaltyUrl === '' ? 'embedded' : 'hosted');
  const [hosted, setHosted] = useState({
    loyaltyUrl: start.loyaltyUrl,
    apiKey: '',
    apiPassword: '',
    venue: start.venue,
  });
  const [slipWidth, setSlipWidth] = useState(start.slipWidth);
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [test, setTest] = useState<ConnectionTestResult | 'testing' | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  if (step.kind !== 'saved' && (!needsSetup(view) || setupPostponed())) return null;
  const apiKeyStored = view.saved.apiKey !== undefined || view.running.apiKey !== undefined;
  const askPin = manager.status?.pinSet === false;

  const later = (): void => {
    postponeSetup();
    setOpen(false);
  };
  const form = () => {
    const initial = formOf(view.saved, view.running);
    const values = { ...initial, venueName, language, slipWidth };
    const embedded = { loyaltyUrl: '', apiKey: '', apiPassword: '', venue: '' };
    return { initial, values: { ...values, ...(loyalty === 'hosted' ? hosted : embedded) } };
  };
  const tryConnection = async (): Promise<void> => {
    setTest('testing');
    try {
      const { apiPassword, ...rest } = hosted;
      setTest(await testLoyaltyConnection(apiPassword === '' ? rest : hosted));
    } catch (error) {
      setTest({ ok: false, problem: 'refused', message: apiErrorMessage(error) });
    }
  };
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const { initial, values } = form();
    const found: Record<string, string | undefined> = {};
    for (const [key, error] of Object.entries(validateForm(values, apiKeyStored))) found[key] = t(`settings:${error}`);
    if (venueName.trim() === '') found.venueName = t('errors.venueName');
    if (loyalty === 'hosted' && hosted.loyaltyUrl.trim() === '') found.loyaltyUrl = t('errors.loyaltyUrl');
    if (askPin && pin !== '' && !managerPinPattern.test(pin)) found.pin = t('errors.pin');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setStep({ kind: 'saving' });
    try {
      update(await saveSettings(changesOf(values, initial)));
    } catch (error) {
      setStep({ kind: 'form' });
      setErrors(fieldErrorMessages(error) ?? { form: apiErrorMessage(error) });
      return;
    }
    /** After the settings: the PIN locks saving them. */
    try {
      if (askPin && pin !== '') await changeManagerPin({ pin });
      setStep({ kind: 'saved' });
    } catch (error) {
      setStep({ kind: 'form' });
      setErrors({ pin: apiErrorMessage(error) });
    } finally {
      void manager.refresh();
    }
  };
  /** Errors of fields the set-up does not show, by the settings page's names of the fields. */
  const otherErrors = Object.entries(errors)
    .filter(([key, error]) => error !== undefined && !shownFields.has(key))
    .map(([key, error]) => (key === 'form' ? error : `${t(`settings:fields.${key}`)}: ${error}`));
  const chooseLanguage = (value: PrintedLanguage): void => {
    setPrinted(value);
    setLanguage(value);
  };
  const testLine =
    test === undefined
      ? undefined
      : test === 'testing'
        ? t('testing')
        : test.ok
          ? t('connected', { ms: test.ms })
          : t(`problems.${test.problem}`);
  /** A field of the hosted loyalty service's connection, named by its key (its label, value and error). */
  const hostedField = (key: keyof typeof hosted, more: Omit<TextFieldProps, 'label'> = {}) => (
    <TextField
      hint={view.overridden[key] ? overriddenNote(t, view.overridden[key]) : undefined}
      {...more}
      label={t(key)}
      value={hosted[key]}
      error={errors[key]}
      onChange={(event) => setHosted({ ...hosted, [key]: event.target.value })}
    />
  );

  if (step.kind === 'saved')
    return (
      <Dialog
        open={open}
        title={t('doneTitle')}
        onClose={() => setOpen(false)}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            {t('close')}
          </Button>
        }
      >
        <p>{t('done')}</p>
      </Dialog>
    );
  return (
    <FormDialog
      open={open}
      title={t('title')}
      onClose={later}
      closeLabel={t('later')}
      submitLabel={t('save')}
      busy={step.kind === 'saving'}
      formId="first-run-form"
      formClassName={styles.form}
      onSubmit={(event) => void submit(event)}
    >
      <Note>{t('intro')}</Note>
      <TextField
        label={t('venueName')}
        hint={t('venueNameHint')}
        value={venueName}
        maxLength={64}
        error={errors.venueName}
        onChange={(event) => setVenueName(event.target.value)}
        autoFocus
      />
      <Select
        label={t('language')}
        value={language}
        options={printedLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
        onChange={(event) => chooseLanguage(event.target.value as PrintedLanguage)}
      />
      <Select
        label={t('loyalty')}
        value={loyalty}
        options={[
          { value: 'embedded', label: t('embedded') },
          { value: 'hosted', label: t('hosted') },
        ]}
        onChange={(event) => setLoyalty(event.target.value as Loyalty)}
      />
      {loyalty === 'hosted' && (
        <fieldset className={styles.hosted}>
          <legend>{t('hostedLegend')}</legend>
          {hostedField('loyaltyUrl', { inputMode: 'url' })}
          {hostedField('apiKey', {
            type: 'password',
            autoComplete: 'off',
            placeholder: apiKeyStored
              ? t('settings:apiKeyStored', { end: view.saved.apiKey ?? view.running.apiKey })
              : '',
          })}
          {hostedField('apiPassword', { type: 'password', autoComplete: 'new-password' })}
          {hostedField('venue')}
          <div className={styles.test}>
            <Button onClick={() => void tryConnection()} disabled={test === 'testing'}>
              {t('test')}
            </Button>
            {testLine && (
              <p role="status" className={typeof test === 'object' && !test.ok ? styles.failed : styles.passed}>
                {testLine}
              </p>
            )}
          </div>
        </fieldset>
      )}
      <Select
        label={t('slipWidth')}
        value={slipWidth}
        options={['32', '42', '48'].map((value) => ({ value, label: t('characters', { count: Number(value) }) }))}
        onChange={(event) => setSlipWidth(event.target.value)}
      />
      {askPin && (
        <PinField
          label={t('pin')}
          hint={t('pinHint')}
          value={pin}
          error={errors.pin}
          onChange={(event) => setPin(event.target.value)}
        />
      )}
      {otherErrors.length > 0 && (
        <p role="alert" className={styles.failed}>
          {t('notSaved', { problems: otherErrors.join(' ') })}
        </p>
      )}
    </FormDialog>
  );
}
