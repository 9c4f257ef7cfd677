import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { confirmGuestModes } from '../../../shared/api/payment-prompt';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, fieldErrorMessages } from '../api/api-error-message';
import { saveSettings, type SettingKey, type SettingsView } from '../api/settings-api';
import type { PrinterSummary } from '../../../shared/desktop/ipc-contract';
import { desktopApi } from '../desktop/desktop-api';
import { Button, Card, Checkbox, Select, TextField, type SelectOption } from '@tillbridge/web-kit';
import { changesOf, formOf, printedLanguages, validateForm, type FormErrors, type SettingsForm } from './settings-form';
import styles from './settings-editor.module.css';
import { LoginStatus } from './login-status';
import { overriddenNote } from './overridden-note';

export interface SettingsEditorProps {
  readonly view: SettingsView;
  readonly onSaved: (view: SettingsView) => void;
}

type Status =
  { readonly kind: 'idle' } | { readonly kind: 'saving' } | { readonly kind: 'saved'; readonly restart: SettingKey[] };

/** Runs and saved values differ for these keys: the change waits for a restart. */
function pendingRestart(view: SettingsView): SettingKey[] {
  return view.restartKeys.filter(
    (key) => key in view.saved && JSON.stringify(view.saved[key]) !== JSON.stringify(view.running[key]),
  );
}

/** One card of the settings form: its fields in the form's grid, then `after` (what the fields lead to). */
function Section({
  title,
  after,
  children,
}: {
  readonly title: string;
  readonly after?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Card title={title}>
      <div className={styles.grid}>{children}</div>
      {after}
    </Card>
  );
}

export function SettingsEditor({ view, onSaved }: SettingsEditorProps) {
  const { t } = useTranslation('settings');
  const initial = formOf(view.saved, view.running);
  const [form, setForm] = useState<SettingsForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [printers, setPrinters] = useState<readonly PrinterSummary[] | undefined>();
  useEffect(() => {
    void desktopApi()
      ?.listPrinters()
      .then(setPrinters)
      .catch(() => setPrinters(undefined));
  }, []);
  const apiKeyStored = view.saved.apiKey !== undefined || view.running.apiKey !== undefined;
  const apiPasswordStored = view.saved.apiPassword !== undefined;
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]): void => {
    setForm({ ...form, [key]: value });
    setErrors({ ...errors, [key]: undefined });
    setStatus({ kind: 'idle' });
  };
  const message = (key: SettingKey): string | undefined => {
    const error = errors[key];
    return error === undefined ? undefined : error.startsWith('errors.') ? t(error) : error;
  };
  /** Set by a start flag or variable: read-only here, since a saved value would not apply. */
  const fixed = (key: SettingKey): boolean => view.overridden[key] !== undefined;
  const note = (key: SettingKey): string | undefined => {
    const source = view.overridden[key];
    if (source) return overriddenNote(t, source);
    if (pendingRestart(view).includes(key)) return t('pendingRestart', { value: String(view.running[key] ?? '—') });
    return undefined;
  };
  /** A setting's field state: its error, why it is read-only or waits for a restart (else `hint`), and its lock. */
  const fieldState = (key: SettingKey, hint: string | undefined) => ({
    error: message(key),
    hint: note(key) ?? hint,
    disabled: fixed(key),
  });
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = validateForm(form, apiKeyStored);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = changesOf(form, initial);
    if (Object.keys(changes).length === 0) return setStatus({ kind: 'saved', restart: pendingRestart(view) });
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveSettings(changes);
      setStatus({ kind: 'saved', restart: pendingRestart(saved) });
      onSaved(saved);
    } catch (error) {
      setStatus({ kind: 'idle' });
      setErrors(fieldErrorMessages(error) ?? { host: apiErrorMessage(error) });
    }
  };
  const field = (
    key:
      | 'host'
      | 'port'
      | 'authPath'
      | 'loyaltyUrl'
      | 'venue'
      | 'venueName'
      | 'paymentSystem'
      | 'authpayTimeout'
      | 'menuFile'
      | 'managerIdleMinutes',
  ) => (
    <TextField
      label={t(`fields.${key}`)}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      {...fieldState(key, t(`hints.${key}`))}
      inputMode={key === 'port' || key === 'authpayTimeout' || key === 'managerIdleMinutes' ? 'numeric' : undefined}
    />
  );
  /** A setting chosen from a list; `confirmGuest` is kept under the setting `prompt`. */
  const choice = <K extends 'slipWidth' | 'language' | 'confirmGuest'>(
    key: K,
    options: readonly SelectOption[],
    hint?: string,
  ) => (
    <Select
      label={t(`fields.${key}`)}
      value={form[key]}
      onChange={(event) => set(key, event.target.value as SettingsForm[K])}
      options={options}
      {...fieldState(key === 'confirmGuest' ? 'prompt' : key, hint)}
    />
  );
  const toggle = (key: 'tips' | 'printOnFailure' | 'printConfirmation' | 'stationAccruals') => (
    <Checkbox
      label={t(`fields.${key}`)}
      checked={form[key]}
      onChange={(event) => set(key, event.target.checked)}
      hint={note(key) ?? t(`hints.${key}`)}
      disabled={fixed(key)}
    />
  );
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
      <Section title={t('sections.network')}>
        {field('host')}
        {field('port')}
        {field('authPath')}
      </Section>
      <Section title={t('sections.loyalty')} after={<LoginStatus />}>
        {field('loyaltyUrl')}
        {field('venue')}
        <TextField
          label={t('fields.apiKey')}
          type="password"
          autoComplete="off"
          value={form.apiKey}
          placeholder={apiKeyStored ? t('apiKeyStored', { end: view.saved.apiKey ?? view.running.apiKey }) : ''}
          onChange={(event) => set('apiKey', event.target.value)}
          {...fieldState('apiKey', t('hints.apiKey'))}
        />
        <TextField
          label={t('fields.apiPassword')}
          type="password"
          autoComplete="new-password"
          value={form.apiPassword}
          placeholder={apiPasswordStored && !form.forgetApiPassword ? t('apiPasswordStored') : ''}
          onChange={(event) => set('apiPassword', event.target.value)}
          {...fieldState('apiPassword', t('hints.apiPassword'))}
        />
        {apiPasswordStored && (
          <Checkbox
            label={t('forgetApiPassword')}
            checked={form.forgetApiPassword}
            onChange={(event) => set('forgetApiPassword', event.target.checked)}
          />
        )}
      </Section>
      <Section title={t('sections.terminal')}>
        {toggle('tips')}
        {toggle('printOnFailure')}
        {toggle('printConfirmation')}
        {choice(
          'slipWidth',
          ['32', '42', '48'].map((width) => ({ value: width, label: t('slipWidthOption', { width }) })),
        )}
        {choice(
          'language',
          printedLanguages.map((language) => ({ value: language, label: t(`languageOption.${language}`) })),
          t('hints.language'),
        )}
        {field('venueName')}
        {field('paymentSystem')}
        {field('authpayTimeout')}
        {choice(
          'confirmGuest',
          confirmGuestModes.map((mode) => ({ value: mode, label: t(`confirmGuestOption.${mode}`) })),
          t('hints.confirmGuest'),
        )}
      </Section>
      <Section title={t('sections.window')}>
        {field('menuFile')}
        {printers ? (
          <Select
            label={t('fields.printer')}
            value={form.printer}
            onChange={(event) => set('printer', event.target.value)}
            options={[
              { value: '', label: t('defaultPrinter') },
              ...printers.map((printer) => ({ value: printer.name, label: printer.displayName || printer.name })),
            ]}
            hint={t('hints.printer')}
          />
        ) : (
          <TextField
            label={t('fields.printer')}
            value={form.printer}
            onChange={(event) => set('printer', event.target.value)}
            error={message('printer')}
            hint={t('hints.printerBrowser')}
          />
        )}
        <TextField
          className={styles.wide}
          label={t('fields.menuRights')}
          value={form.menuRights}
          onChange={(event) => set('menuRights', event.target.value)}
          {...fieldState('menuRights', t('hints.menuRights'))}
        />
      </Section>
      <Section title={t('sections.manager')}>
        {field('managerIdleMinutes')}
        {toggle('stationAccruals')}
      </Section>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="large" disabled={status.kind === 'saving'}>
          {t('save')}
        </Button>
        <p className={styles.status} role="status">
          {status.kind === 'saving' && t('saving')}
          {status.kind === 'saved' &&
            (status.restart.length > 0
              ? t('savedRestart', { keys: status.restart.map((key) => t(`fields.${key}`)).join(', ') })
              : t('saved'))}
          {status.kind === 'idle' && Object.keys(errors).some((key) => errors[key as SettingKey]) && t('fixErrors')}
        </p>
      </div>
      <p className={styles.file}>{t('file', { file: view.file })}</p>
    </form>
  );
}
