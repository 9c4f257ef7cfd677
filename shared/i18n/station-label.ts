import type { Language } from './language.js';

const numbered: Readonly<Record<Language, (n: number) => string>> = {
  en: (n) => `Station ${n}`,
  ru: (n) => `Станция ${n}`,
};

/** A station as people read it: its given name, else its POS code (`fullcode`), else "Station N"; never its GUID. */
export function stationLabel(
  station: { readonly name: string | null; readonly fullcode: string | null; readonly number: number },
  language: Language,
): string {
  return station.name ?? station.fullcode ?? numbered[language](station.number);
}
