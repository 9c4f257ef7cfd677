import { pageI18n, initialLanguage } from '@tillbridge/web-kit';

export { languages, type Language } from '../../../shared/i18n/language';

/** Every `guest-page/src/<feature>/locales/<lang>.json` becomes namespace `<feature>`. */
const modules = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', { eager: true, import: 'default' });

const guestI18n = pageI18n('tillbridge.guest.language', modules);

/** Starts i18next in the guest's remembered choice, else in the browser's language. */
export function startI18n(): Promise<void> {
  return guestI18n.start((stored) => initialLanguage(stored, navigator.languages));
}

/** Switches the page's language and remembers it on this device. */
export const setLanguage = guestI18n.setLanguage;
