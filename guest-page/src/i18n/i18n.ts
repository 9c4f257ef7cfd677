import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { collectResources } from '../../../renderer/src/i18n/resources';
import { initialLanguage, type Language } from './language';

export { languages, type Language } from './language';

const storageKey = 'tillbridge.guest.language';

/** Every `guest-page/src/<feature>/locales/<lang>.json` becomes namespace `<feature>`. */
const modules = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', { eager: true, import: 'default' });
const resources = collectResources(modules);

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Starts i18next in the guest's remembered choice, else in the browser's language. */
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

/** Switches the page's language and remembers it on this device. */
export function setLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    /* private mode: the choice lasts for this visit only */
  }
}
