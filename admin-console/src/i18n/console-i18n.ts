import { pageI18n, initialLanguage } from '@tillbridge/web-kit';
import { languages, type Language } from '../../../shared/i18n/language';

export { languages, type Language };

/** Every `admin-console/src/<feature>/locales/<lang>.json` becomes namespace `<feature>`. */
const modules = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', { eager: true, import: 'default' });

/** The same key as the bridge's window: on one origin (the embedded service) the two keep one language. */
const consoleI18n = pageI18n('tillbridge.language', modules);

/** Starts i18next in the administrator's remembered choice, else the browser's language. */
export function startI18n(): Promise<void> {
  return consoleI18n.start((stored) => initialLanguage(stored, navigator.languages));
}

export const setLanguage = consoleI18n.setLanguage;
