import type { Language } from '../../../shared/i18n/language';

export { languages, type Language } from '../../../shared/i18n/language';

/** The remembered language, else the browser's (Russian when it prefers Russian), else English. */
export function initialLanguageFor(stored: string | null, browser: readonly string[]): Language {
  if (stored === 'en' || stored === 'ru') return stored;
  return browser.some((tag) => tag.toLowerCase().startsWith('ru')) ? 'ru' : 'en';
}
