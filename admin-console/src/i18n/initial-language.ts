import { languages, type Language } from '../../../shared/i18n/language';

const isLanguage = (value: string | null | undefined): value is Language => languages.includes(value as Language);

/** The administrator's own choice, else the browser's first language the console speaks, else English. */
export function initialLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  return browser.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage) ?? 'en';
}
