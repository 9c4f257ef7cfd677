import { defaultLanguage } from '../../shared/i18n/language.js';
import type { ConfirmGuestMode } from '../../shared/api/payment-prompt.js';
import { defaultPhoneRegion } from '../phone/phone-number.js';
import { defaultAuthPath } from './auth-path.js';
import type { BridgeSettings } from './config-schema.js';
import type { farcardsMoneyUnits, farcardsOutBufModes, farcardsUnitRules } from './farcards-settings-schema.js';
import { defaultFarcardsPaths, type FarcardsHandler } from './farcards-paths.js';

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
  managerIdleMinutes: 5,
  stationAccruals: false,
} as const satisfies Partial<BridgeSettings>;

type Defaulted = { readonly [K in keyof typeof bridgeRunningDefaults]-?: NonNullable<BridgeSettings[K]> };

/** The FarCards door's settings with their defaults (docs/farcards.md, "Settings"). */
export interface ResolvedFarcardsSettings {
  /** Off unless set: an installation that does not use FarCards answers no second protocol on the station port. */
  readonly enabled: boolean;
  readonly money: (typeof farcardsMoneyUnits)[number];
  readonly outBuf: (typeof farcardsOutBufModes)[number];
  readonly unitNo: (typeof farcardsUnitRules)[number];
  /** The r_keeper discount and bonus codes a lookup answers (0: none). */
  readonly discountCode: number;
  readonly bonusCode: number;
  readonly paths: Readonly<Record<FarcardsHandler, string>>;
}

/** The window's payment prompt's settings with their defaults (docs/ui.md, "Confirming the guest"). */
export interface ResolvedPromptSettings {
  readonly confirmGuest: ConfirmGuestMode;
}

/** The settings the bridge's features read: every setting with a default holds a value. */
export type ResolvedBridgeSettings = Readonly<Omit<BridgeSettings, keyof Defaulted | 'farcards' | 'prompt'>> &
  Defaulted & { readonly farcards: ResolvedFarcardsSettings; readonly prompt: ResolvedPromptSettings };

/** Fills each setting given nowhere with its default; done once, where the bridge is put together. */
export function resolveBridgeSettings(given: BridgeSettings): ResolvedBridgeSettings {
  const resolved: Record<string, unknown> = { ...bridgeRunningDefaults };
  for (const [key, value] of Object.entries(given)) if (value !== undefined) resolved[key] = value;
  const farcards = given.farcards;
  resolved.farcards = {
    enabled: farcards?.enabled ?? false,
    money: farcards?.money ?? 'kopecks',
    outBuf: farcards?.outBuf ?? 'element',
    unitNo: farcards?.unitNo ?? 'fullcode',
    discountCode: farcards?.discountCode ?? 0,
    bonusCode: farcards?.bonusCode ?? 0,
    paths: { ...defaultFarcardsPaths, ...definedOnly(farcards?.paths ?? {}) },
  } satisfies ResolvedFarcardsSettings;
  resolved.prompt = { confirmGuest: given.prompt?.confirmGuest ?? 'typed' } satisfies ResolvedPromptSettings;
  return resolved as ResolvedBridgeSettings;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
