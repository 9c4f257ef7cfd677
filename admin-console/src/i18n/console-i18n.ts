import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { collectResources } from '../../../renderer/src/i18n/resources';
import { languages, type Language } from '../../../shared/i18n/language';
import { initialLanguage } from './initial-language';

export { languages, type Language };

/** The same key as the bridge's window: on one origin (the embedded service) the two keep one language. */
const storageKey = 'tillbridge.language';

/** Every `admin-console/src/<feature>/locales/<lang>.json` becomes namespace `<feature>`. */
const modules = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', { eager: true, import: 'default' });
const resources = collectResources(modules);

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Starts i18next with every page's catalog, in the first language (above). */
export async function startI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: initialLanguage(readStored(), navigator.languages),
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'app',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
}

/** Switches the language and remembers it. */
export function setLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
