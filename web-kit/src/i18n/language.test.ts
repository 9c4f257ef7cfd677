import { describe, expect, it } from 'vitest';
import { initialLanguage, initialLanguageFor } from './language';

describe("the window's first language", () => {
  it("is the cashier's choice, else the bridge's setting, else English", () => {
    expect(initialLanguageFor('ru', 'en')).toBe('ru');
    expect(initialLanguageFor(null, 'ru')).toBe('ru');
    expect(initialLanguageFor('xx', undefined)).toBe('en');
  });
});

describe("the console's and the guest page's first language", () => {
  it('is the remembered choice when there is one', () => {
    expect(initialLanguage('ru', ['en-GB'])).toBe('ru');
    expect(initialLanguage('en', ['ru-RU'])).toBe('en');
  });

  it("else the browser's first language the page speaks, else English", () => {
    expect(initialLanguage(null, ['ru-RU', 'en'])).toBe('ru');
    expect(initialLanguage(null, ['de-DE', 'RU', 'en'])).toBe('ru');
    expect(initialLanguage('xx', ['de-DE', 'ru'])).toBe('ru');
    expect(initialLanguage('fr', ['de-DE', 'fr'])).toBe('en');
    expect(initialLanguage(null, [])).toBe('en');
  });
});
