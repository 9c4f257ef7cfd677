import type { ConfirmGuestMode } from '../../../shared/api/payment-prompt';
import type { EditableSettings, SettingKey } from '../api/settings-api';

/** The settings page's fields, as typed. */
export interface SettingsForm {
  readonly host: string;
  readonly port: string;
  readonly authPath: string;
  readonly loyaltyUrl: string;
  readonly apiKey: string;
  /** A new password as typed (empty keeps the stored one). */
  readonly apiPassword: string;
  /** Remove the stored password (the service no longer asks for one). */
  readonly forgetApiPassword: boolean;
  readonly venue: string;
  readonly tips: boolean;
  readonly slipWidth: string;
  readonly printOnFailure: boolean;
  readonly printConfirmation: boolean;
  readonly language: PrintedLanguage;
  readonly venueName: string;
  readonly paymentSystem: string;
  readonly authpayTimeout: string;
  readonly menuFile: string;
  readonly printer: string;
  readonly menuRights: string;
  readonly managerIdleMinutes: string;
  readonly stationAccruals: boolean;
  readonly confirmGuest: ConfirmGuestMode;
}

/** The languages the bridge prints in (setting `language`). */
export const printedLanguages = ['en', 'ru'] as const;
export type PrintedLanguage = (typeof printedLanguages)[number];

/** Per-field problems as i18n keys of the `settings` namespace (or the server's own text). */
export type FormErrors = Partial<Record<SettingKey, string>>;

const guid = /^\{[0-9A-Fa-f]{8}(-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}\}$/;
const isHttpUrl = (text: string): boolean => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
const ipv4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** The form filled from what the file holds (falling back to what runs, so untouched keys show their value). */
export function formOf(saved: Partial<EditableSettings>, running: EditableSettings): SettingsForm {
  const value = <K extends SettingKey>(key: K): EditableSettings[K] | undefined =>
    key in saved ? saved[key] : running[key];
  return {
    host: String(value('host') ?? ''),
    port: String(value('port') ?? ''),
    authPath: value('authPath') ?? '',
    loyaltyUrl: value('loyaltyUrl') ?? '',
    apiKey: '',
    apiPassword: '',
    forgetApiPassword: false,
    venue: value('venue') ?? '',
    tips: value('tips') ?? false,
    slipWidth: String(value('slipWidth') ?? 32),
    printOnFailure: value('printOnFailure') ?? true,
    printConfirmation: value('printConfirmation') ?? false,
    language: value('language') ?? 'en',
    venueName: value('venueName') ?? '',
    paymentSystem: value('paymentSystem') ?? '',
    authpayTimeout: value('authpayTimeout') === undefined ? '' : String(value('authpayTimeout')),
    menuFile: value('menuFile') ?? '',
    printer: value('printer') ?? '',
    menuRights: (value('menuRights') ?? []).join(', '),
    managerIdleMinutes: value('managerIdleMinutes') === undefined ? '' : String(value('managerIdleMinutes')),
    stationAccruals: value('stationAccruals') ?? false,
    confirmGuest: value('prompt')?.confirmGuest ?? 'typed',
  };
}

export const splitRights = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Checks the fields the way the bridge will (the server checks again with its start-up schema). */
export function validateForm(form: SettingsForm, apiKeyStored: boolean): FormErrors {
  const errors: FormErrors = {};
  if (!ipv4.test(form.host.trim()) && form.host.trim() !== 'localhost' && !form.host.includes(':'))
    errors.host = 'errors.host';
  if (!/^\d{1,5}$/.test(form.port.trim()) || Number(form.port) > 65535) errors.port = 'errors.port';
  const authPath = form.authPath.trim();
  if (authPath !== '' && (authPath.length > 100 || !/^\/(?:[A-Za-z0-9._~-]+\/)+$/.test(authPath)))
    errors.authPath = 'errors.authPath';
  if (form.loyaltyUrl.trim() !== '' && !isHttpUrl(form.loyaltyUrl.trim())) errors.loyaltyUrl = 'errors.url';
  if (form.loyaltyUrl.trim() !== '') {
    if (form.apiKey.trim() === '' && !apiKeyStored) errors.apiKey = 'errors.requiredWithUrl';
    if (form.venue.trim() === '') errors.venue = 'errors.requiredWithUrl';
  }
  if (form.apiPassword.length > 1000) errors.apiPassword = 'errors.password';
  else if (form.apiPassword !== '' && form.loyaltyUrl.trim() === '') errors.apiPassword = 'errors.passwordWithUrl';
  if (!['32', '42', '48'].includes(form.slipWidth)) errors.slipWidth = 'errors.slipWidth';
  if (!(printedLanguages as readonly string[]).includes(form.language)) errors.language = 'errors.language';
  if (form.venueName.trim().length > 64) errors.venueName = 'errors.venueName';
  if (form.paymentSystem.trim().length > 40) errors.paymentSystem = 'errors.paymentSystem';
  const timeout = form.authpayTimeout.trim();
  if (timeout !== '' && (!/^\d{1,4}$/.test(timeout) || Number(timeout) < 1 || Number(timeout) > 3600))
    errors.authpayTimeout = 'errors.timeout';
  if (form.menuFile.trim() !== '' && !/\.(json|ya?ml)$/i.test(form.menuFile.trim()))
    errors.menuFile = 'errors.menuFile';
  if (splitRights(form.menuRights).some((right) => !guid.test(right))) errors.menuRights = 'errors.rights';
  const idle = form.managerIdleMinutes.trim();
  if (idle !== '' && (!/^\d{1,3}$/.test(idle) || Number(idle) < 1 || Number(idle) > 120))
    errors.managerIdleMinutes = 'errors.idleMinutes';
  return errors;
}

/** The keys to save: changed ones only; an emptied text is `null` (removed from the file, its default applies). */
export function changesOf(form: SettingsForm, initial: SettingsForm): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const textKeys = [
    'host',
    'authPath',
    'loyaltyUrl',
    'venue',
    'venueName',
    'paymentSystem',
    'menuFile',
    'printer',
  ] as const;
  for (const key of textKeys)
    if (form[key].trim() !== initial[key].trim()) changes[key] = form[key].trim() === '' ? null : form[key].trim();
  if (form.port.trim() !== initial.port.trim()) changes.port = Number(form.port.trim());
  if (form.slipWidth !== initial.slipWidth) changes.slipWidth = Number(form.slipWidth);
  if (form.language !== initial.language) changes.language = form.language;
  if (form.authpayTimeout.trim() !== initial.authpayTimeout.trim())
    changes.authpayTimeout = form.authpayTimeout.trim() === '' ? null : Number(form.authpayTimeout.trim());
  if (form.tips !== initial.tips) changes.tips = form.tips;
  if (form.printOnFailure !== initial.printOnFailure) changes.printOnFailure = form.printOnFailure;
  if (form.printConfirmation !== initial.printConfirmation) changes.printConfirmation = form.printConfirmation;
  if (form.confirmGuest !== initial.confirmGuest) changes.prompt = { confirmGuest: form.confirmGuest };
  if (form.apiKey.trim() !== '') changes.apiKey = form.apiKey.trim();
  /** A password is sent as typed (its spaces may be part of it). */
  if (form.apiPassword !== '') changes.apiPassword = form.apiPassword;
  else if (form.forgetApiPassword) changes.apiPassword = null;
  if (form.managerIdleMinutes.trim() !== initial.managerIdleMinutes.trim())
    changes.managerIdleMinutes = form.managerIdleMinutes.trim() === '' ? null : Number(form.managerIdleMinutes.trim());
  if (form.stationAccruals !== initial.stationAccruals) changes.stationAccruals = form.stationAccruals;
  if (splitRights(form.menuRights).join(',') !== splitRights(initial.menuRights).join(','))
    changes.menuRights = splitRights(form.menuRights).length === 0 ? null : splitRights(form.menuRights);
  return changes;
}
