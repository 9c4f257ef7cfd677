import i18next from 'i18next';
import { initialLanguageFor, pageI18n } from '@tillbridge/web-kit';
import { paymentWordCatalogs } from '../../../shared/i18n/payment-words';

export { languages, type Language } from '@tillbridge/web-kit';

/** Every `renderer/src/<feature>/locales/<lang>.json` becomes namespace `<feature>`, so features add their own. */
const modules = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', { eager: true, import: 'default' });

/** The one payment vocabulary (shared/i18n/payment-words.ts), written once for the bridge and the window: namespace `outcomes`. */
const outcomes = Object.fromEntries(
  Object.entries(paymentWordCatalogs).map(([language, words]) => [`shared/outcomes/locales/${language}.json`, words]),
);

/** The same key as the console's: on one origin (the embedded service) the window and the console keep one language. */
const windowI18n = pageI18n('tillbridge.language', { ...modules, ...outcomes });

/** Starts i18next in the cashier's remembered choice, else in the bridge's setting `language` (from `/api/status`). */
export function startI18n(bridgeLanguage: string | undefined): Promise<void> {
  return windowI18n.start((stored) => initialLanguageFor(stored, bridgeLanguage));
}

/** Switches this window's language and remembers it here (localStorage); the bridge's setting stays as it is. */
export const setLanguage = windowI18n.setLanguage;

export { i18next };
