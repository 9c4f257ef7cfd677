import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { collectResources } from '../../../renderer/src/i18n/resources';
import { languages, type Language } from '../../../shared/i18n/language';

export { languages, type Language };

/** The same key as the bridge's window: on one origin (the embedded service) the two keep one language. */
const storageKey = 'tillbridge.language';

/** Every `admin-console/src/<feature>/locales/<lang>.json` becomes namespace `<feature>`. */
const modules = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', { eager: true, import: 'default' });
const resources = collectResources(modules);

const isLanguage = (value: string | null | undefined): value is Language => languages.includes(value as Language);

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The administrator's own choice, else the browser's first language we have, else English. */
export function initialLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const found = browser.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return found ?? 'en';
}

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
