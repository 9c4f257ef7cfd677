import type { Language } from './language.js';
import { paymentWords } from './payment-words.js';

/** How a station is known wherever it is shown: its name, and its place in the order the bridge first saw it. */
export interface StationIdentity {
  /** The name given once in Settings → Stations ("Bar 1"); null until named. */
  readonly stationName: string | null;
  /** Its number, from 1, in the order the bridge first saw it; it never changes. */
  readonly stationNumber: number;
}

/**
 * A station as people read it in `language`: its given name, else "Station N" / «Касса N». Tied to the station's
 * identity only: its POS code (`fullcode`), which a driver may send alike for several stations or change, is not used.
 */
export function stationLabel(station: StationIdentity, language: Language): string {
  return station.stationName ?? `${paymentWords(language).station} ${station.stationNumber}`;
}
