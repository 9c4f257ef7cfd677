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

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguageFor(readStored(), navigator.languages ?? [navigator.language]),
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18next.language;

/** Switches the language and remembers it for the next start. */
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
