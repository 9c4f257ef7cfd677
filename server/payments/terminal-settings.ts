import type { BridgeSettings } from '../config/config-schema.js';
import { defaultLanguage, type Language } from '../i18n/language.js';

/** The terminal's settings with their defaults applied (the schema leaves them optional). */
export interface TerminalSettings {
  readonly tipsEnabled: boolean;
  readonly slipWidth: 32 | 42 | 48;
  readonly paymentSystem: string;
  readonly authpayTimeoutMs: number;
  /** What the station shows and prints is in this language. */
  readonly language: Language;
  /** A failure reply carries a short slip (setting `printOnFailure`, default on). */
  readonly printOnFailure: boolean;
  /** `ConfPrnT` 1 in replies with a slip (setting `printConfirmation`, default off). */
  readonly printConfirmation: boolean;
}

export function terminalSettings(settings: BridgeSettings): TerminalSettings {
  return {
    tipsEnabled: settings.tips ?? false,
    slipWidth: settings.slipWidth ?? 32,
    paymentSystem: settings.paymentSystem ?? 'Tillbridge',
    authpayTimeoutMs: (settings.authpayTimeout ?? 120) * 1000,
    language: settings.language ?? defaultLanguage,
    printOnFailure: settings.printOnFailure ?? true,
    printConfirmation: settings.printConfirmation ?? false,
  };
}
