/** The languages the bridge prints and sends to the station in (setting `language`), and the window speaks. */
export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/**
 * The type every language's catalog must have, derived from the English one: the same keys, strings where English has
 * strings and functions with the same parameters where English has functions. A missing text is a compile error.
 */
export type Catalog<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Catalog<T[K]>;
};

/** A catalog's lookup: the texts of a language, English when none is given. */
export function catalogLookup<T>(catalogs: Readonly<Record<Language, T>>): (language?: Language) => T {
  return (language = defaultLanguage) => catalogs[language];
}
