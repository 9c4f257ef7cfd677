import type { Language } from '../../../shared/i18n/language';

export { languages, type Language } from '../../../shared/i18n/language';

const isLanguage = (value: string | null | undefined): value is Language => value === 'en' || value === 'ru';

/**
 * The window's language: the cashier's own choice in this window (remembered in localStorage) wins; else the bridge's
 * setting `language` (the one that also drives slips, menu texts, reports and exports); else English.
 */
export function initialLanguageFor(stored: string | null, bridge: string | null | undefined): Language {
  if (isLanguage(stored)) return stored;
  return isLanguage(bridge) ? bridge : 'en';
}

/** A page for guests or administrators: their own choice on this device wins; else the browser's first language the page speaks; else English. */
export function initialLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
