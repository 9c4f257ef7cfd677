import { defaultLanguage } from '../../shared/i18n/language.js';
import { defaultPhoneRegion } from '../phone/phone-number.js';
import { defaultAuthPath } from './auth-path.js';
import type { BridgeSettings } from './config-schema.js';

/** What the bridge runs with where a setting is given nowhere (the schema's comments name these defaults). */
const bridgeRunningDefaults = {
  tips: false,
  printOnFailure: true,
  printConfirmation: false,
  slipWidth: 32,
  language: defaultLanguage,
  phoneRegion: defaultPhoneRegion,
  paymentSystem: 'Tillbridge',
  authpayTimeout: 120,
  authPath: defaultAuthPath,
} as const satisfies Partial<BridgeSettings>;

type Defaulted = { readonly [K in keyof typeof bridgeRunningDefaults]-?: NonNullable<BridgeSettings[K]> };

/** The settings the bridge's features read: every setting with a default holds a value. */
export type ResolvedBridgeSettings = Readonly<Omit<BridgeSettings, keyof Defaulted>> & Defaulted;

/** Fills each setting given nowhere with its default; done once, where the bridge is put together. */
export function resolveBridgeSettings(given: BridgeSettings): ResolvedBridgeSettings {
  const resolved: Record<string, unknown> = { ...bridgeRunningDefaults };
  for (const [key, value] of Object.entries(given)) if (value !== undefined) resolved[key] = value;
  return resolved as ResolvedBridgeSettings;
}
