import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguageFor, type Language } from './language';
import { collectResources } from './resources';

export { languages, type Language } from './language';

const storageKey = 'tillbridge.language';

/** Every `renderer/src/<feature>/locales/<lang>.json` becomes namespace `<feature>`, so features add their own. */
const modules = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', { eager: true, import: 'default' });
const resources = collectResources(modules);

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Starts i18next in the cashier's remembered choice, else in the bridge's setting `language` (from `/api/status`). */
export async function startI18n(bridgeLanguage: string | undefined): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: initialLanguageFor(readStored(), bridgeLanguage),
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'app',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
}

/** Switches this window's language and remembers it here (localStorage); the bridge's setting stays as it is. */
export function setLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    /* private mode: the choice lasts for this session only */
  }
}

export { i18next };
