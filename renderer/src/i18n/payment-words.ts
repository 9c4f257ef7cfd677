import { useTranslation } from 'react-i18next';
import type { PaymentEnding } from '../../../shared/api/payment-ending';
import type { PaymentState } from '../../../shared/api/payment-state';
import { stationLabel, type StationIdentity } from '../../../shared/i18n/station-label';

/**
 * The i18next key of what a payment is called, in namespace `outcomes` (the one vocabulary,
 * shared/i18n/payment-words.ts): how it ended, else (while it runs) its state.
 */
export function outcomeKey(payment: { readonly state: PaymentState; readonly ending?: PaymentEnding | null }): string {
  return payment.ending ? `outcomes:endings.${payment.ending}` : `outcomes:states.${payment.state}`;
}

/** Labels a station in the window's language: its name, else "Station N" / «Касса N». */
export function useStationLabel(): (station: StationIdentity) => string {
  const { i18n } = useTranslation();
  const language = i18n.language.startsWith('ru') ? 'ru' : 'en';
  return (station) => stationLabel(station, language);
}
