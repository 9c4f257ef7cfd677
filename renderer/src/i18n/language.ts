export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];

/** The remembered language, else the browser's (Russian when it prefers Russian), else English. */
export function initialLanguageFor(stored: string | null, browser: readonly string[]): Language {
  if (stored === 'en' || stored === 'ru') return stored;
  return browser.some((tag) => tag.toLowerCase().startsWith('ru')) ? 'ru' : 'en';
}
