import type { ResolvedBridgeSettings } from '../config/bridge-settings.js';
import type { Language } from '../../shared/i18n/language.js';

/** Who the bridge prints slips and reports for, how wide, in which language. */
export interface PrintLayout {
  readonly venue: string;
  readonly width: number;
  readonly language: Language;
}

/** The settings' layout: the venue is the setting venueName, else the loyalty venue id. */
export function printLayout(settings: ResolvedBridgeSettings, loyaltyVenue: string): PrintLayout {
  return { venue: settings.venueName ?? loyaltyVenue, width: settings.slipWidth, language: settings.language };
}
