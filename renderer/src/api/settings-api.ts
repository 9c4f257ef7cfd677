import type { ConfirmGuestMode } from '../../../shared/api/payment-prompt';
import { getJson, putJson } from './http-client';

/** The settings the window edits (`GET/PUT /api/settings`); names as in bridge.config.json. */
export interface EditableSettings {
  readonly host: string;
  readonly port: number;
  /** The station driver's base path: the protocol answers at `<authPath><operation>.xml` (default /authcall.xml/). */
  readonly authPath?: string;
  readonly loyaltyUrl?: string;
  readonly apiKey?: string;
  /** The API key's password (a token login); sent back masked, never whole. */
  readonly apiPassword?: string;
  readonly venue?: string;
  readonly tips?: boolean;
  readonly slipWidth?: 32 | 42 | 48;
  /** A short slip in an authpay's failure reply when the loyalty service refused or failed it; on if unset. */
  readonly printOnFailure?: boolean;
  /** `ConfPrnT` 1 on authpay and confpay: the station asks whether the slip printed; off if unset. */
  readonly printConfirmation?: boolean;
  /** The language of slips, reports and menu texts the bridge prints or sends to the station; English if unset. */
  readonly language?: 'en' | 'ru';
  /** The venue's name at the head of slips and reports; the loyalty venue id if unset. */
  readonly venueName?: string;
  readonly paymentSystem?: string;
  readonly authpayTimeout?: number;
  readonly menuFile?: string;
  readonly printer?: string;
  /** userRight GUIDs granted to this till's window (menu items needing others are locked). */
  readonly menuRights?: readonly string[];
  /** Minutes without input before a window unlocked with the manager PIN locks again; 5 if unset. */
  readonly managerIdleMinutes?: number;
  /** The station's menu may accrue bonuses without the PIN; off if unset. */
  readonly stationAccruals?: boolean;
  /** The payment prompt: when it shows the guest before paying; `typed` if unset. */
  readonly prompt?: { readonly confirmGuest?: ConfirmGuestMode };
}

export type SettingKey = keyof EditableSettings;

export interface SettingsView {
  /** What the bridge runs with now (defaults, file, environment and flags merged at start). */
  readonly running: EditableSettings;
  /** What bridge.config.json holds (applied at the next start). */
  readonly saved: Partial<EditableSettings>;
  /** Keys a flag or environment variable sets, which win over the file: the key and where it came from. */
  readonly overridden: Readonly<Partial<Record<SettingKey, string>>>;
  /** Keys that take effect only after a restart. */
  readonly restartKeys: readonly SettingKey[];
  /** The file the settings are saved in. */
  readonly file: string;
}

export const fetchSettings = (signal?: AbortSignal): Promise<SettingsView> =>
  getJson<SettingsView>('/api/settings', signal);

/** Saves the given keys; `null` removes a key from the file (its default applies). */
export const saveSettings = (changes: Readonly<Record<string, unknown>>): Promise<SettingsView> =>
  putJson<SettingsView>('/api/settings', changes);
