import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionTestResult } from '../../../shared/api/connection-test';
import { apiErrorMessage, fieldErrorMessages } from '../api/api-error-message';
import { saveSettings } from '../api/settings-api';
import { setLanguage } from '../i18n/i18n';
import { useSettings } from '../settings/settings-context';
import { changesOf, formOf, printedLanguages, validateForm, type PrintedLanguage } from '../settings/settings-form';
import { Button, Dialog, Select, TextField, type TextFieldProps } from '@tillbridge/web-kit';
import { testLoyaltyConnection } from './connection-test-api';
import { needsSetup, postponeSetup, setupPostponed } from './first-run';
import styles from './first-run-dialog.module.css';

type Loyalty = 'embedded' | 'hosted';
type Step = { readonly kind: 'form' } | { readonly kind: 'saving' } | { readonly kind: 'saved' };

/**
 * The first start of a till with no venue set: venue name, language, the loyalty service (embedded, or hosted with a
 * connection test) and slip width, saved to bridge.config.json like the settings page does. "Later" puts it off until
 * the window is opened again.
 */
export function FirstRunDialog() {
  const { t, i18n } = useTranslation('setup');
  const { view, update } = useSettings();
  const [open, setOpen] = useState(true);
  const [venueName, setVenueName] = useState('');
  /** The language the person setting up reads the window in. */
  const [language, setPrinted] = useState<PrintedLanguage>(i18n.resolvedLanguage === 'ru' ? 'ru' : 'en');
  const [loyalty, setLoyalty] = useState<Loyalty>(view?.running.loyaltyUrl ? 'hosted' : 'embedded');
  const [hosted, setHosted] = useState({ loyaltyUrl: '', apiKey: '', apiPassword: '', venue: '' });
  const [slipWidth, setSlipWidth] = useState(String(view?.running.slipWidth ?? 32));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [test, setTest] = useState<ConnectionTestResult | 'testing' | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  if (!view || (step.kind !== 'saved' && (!needsSetup(view) || setupPostponed()))) return null;

  const later = (): void => {
    postponeSetup();
    setOpen(false);
  };
  const form = () => {
    const initial = formOf(view.saved, view.running);
    const values = { ...initial, venueName, language, slipWidth };
    return { initial, values: loyalty === 'hosted' ? { ...values, ...hosted } : values };
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
    for (const [key, error] of Object.entries(validateForm(values, false))) found[key] = t(`settings:${error}`);
    if (venueName.trim() === '') found.venueName = t('errors.venueName');
    if (loyalty === 'hosted' && hosted.loyaltyUrl.trim() === '') found.loyaltyUrl = t('errors.loyaltyUrl');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setStep({ kind: 'saving' });
    try {
      update(await saveSettings(changesOf(values, initial)));
      setStep({ kind: 'saved' });
    } catch (error) {
      setStep({ kind: 'form' });
      setErrors(fieldErrorMessages(error) ?? { venueName: apiErrorMessage(error) });
    }
  };
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
    <Dialog
      open={open}
      title={t('title')}
      onClose={later}
      footer={
        <>
          <Button onClick={later}>{t('later')}</Button>
          <Button variant="primary" type="submit" form="first-run-form" disabled={step.kind === 'saving'}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id="first-run-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.intro}>{t('intro')}</p>
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
            {hostedField('apiKey', { type: 'password', autoComplete: 'off' })}
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
      </form>
    </Dialog>
  );
}
