import { describe, expect, it } from 'vitest';
import { initialLanguage } from './initial-language';

describe("the console's first language", () => {
  it('is the remembered choice when there is one', () => {
    expect(initialLanguage('ru', ['en-GB'])).toBe('ru');
    expect(initialLanguage('en', ['ru-RU'])).toBe('en');
  });

  it("else the browser's first language the console speaks, else English", () => {
    expect(initialLanguage(null, ['ru-RU', 'en'])).toBe('ru');
    expect(initialLanguage(null, ['de-DE', 'RU', 'en'])).toBe('ru');
    expect(initialLanguage('fr', ['de-DE', 'fr'])).toBe('en');
    expect(initialLanguage(null, [])).toBe('en');
  });
});
