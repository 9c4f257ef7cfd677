import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../shared/i18n/language';
import { collectResources } from './resources';

/** One page's languages: the bridge's window, the network console and the guest page each make theirs. */
export interface PageI18n {
  /** Starts i18next with every catalog, in the language `pick` chooses from the remembered choice (or null). */
  start(pick: (stored: string | null) => Language): Promise<void>;
  /** Switches the language and remembers it under the page's key. */
  setLanguage(language: Language): void;
}

/**
 * i18next for one page: each `<feature>/locales/<lang>.json` of `modules` (the page's own `import.meta.glob`) becomes
 * namespace `<feature>`, and the choice is remembered in localStorage under `storageKey`.
 */
export function pageI18n(storageKey: string, modules: Record<string, Record<string, unknown>>): PageI18n {
  const resources = collectResources(modules);
  const readStored = (): string | null => {
    try {
      return localStorage.getItem(storageKey);
    } catch {
      return null;
    }
  };
  return {
    async start(pick) {
      await i18next.use(initReactI18next).init({
        resources,
        lng: pick(readStored()),
        fallbackLng: 'en',
        ns: Object.keys(resources.en ?? {}),
        defaultNS: 'app',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      document.documentElement.lang = i18next.language;
    },
    setLanguage(language) {
      void i18next.changeLanguage(language);
      document.documentElement.lang = language;
      try {
        localStorage.setItem(storageKey, language);
      } catch {
        /* private mode: the choice lasts for this visit only */
      }
    },
  };
}
