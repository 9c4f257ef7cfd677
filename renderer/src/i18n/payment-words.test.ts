import { describe, expect, it } from 'vitest';
import { paymentOutcomes } from '../../../shared/api/payment-ending';
import { paymentStates } from '../../../shared/api/payment-state';
import { languages } from '../../../shared/i18n/language';
import { paymentWordCatalogs } from '../../../shared/i18n/payment-words';
import { stationLabel } from '../../../shared/i18n/station-label';
import { outcomeKey } from './payment-words';

const catalogs = import.meta.glob<Record<string, unknown>>('../*/locales/*.json', { eager: true, import: 'default' });

/** The word a key of namespace `outcomes` names in a language, as i18next would find it. */
function word(language: (typeof languages)[number], key: string): unknown {
  const path = key.replace(/^outcomes:/, '').split('.');
  return path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], paymentWordCatalogs[language]);
}

describe('the one payment vocabulary in the window', () => {
  it('has a word for every state and every ending in both languages, under the keys the window asks for', () => {
    for (const language of languages) {
      for (const state of paymentStates) expect(word(language, outcomeKey({ state })), state).toMatch(/\S/);
      for (const outcome of paymentOutcomes) {
        const key =
          outcome === 'awaiting_guest' || outcome === 'authorizing'
            ? outcomeKey({ state: outcome })
            : outcomeKey({ state: 'cancelled', ending: outcome });
        expect(word(language, key), `${language} ${outcome}`).toMatch(/\S/);
      }
    }
  });

  it('is written once: no feature catalog has its own endings or states, and the till is «Касса» in Russian', () => {
    for (const [file, catalog] of Object.entries(catalogs)) {
      expect(Object.keys(catalog), file).not.toContain('endings');
      expect(Object.keys(catalog), file).not.toContain('states');
      if (file.endsWith('/ru.json')) expect(JSON.stringify(catalog), file).not.toMatch(/[Сс]танци/);
    }
    expect(stationLabel({ stationName: null, stationNumber: 3 }, 'ru')).toBe('Касса 3');
    expect(stationLabel({ stationName: 'Бар', stationNumber: 3 }, 'en')).toBe('Бар');
  });
});
