import { describe, expect, it } from 'vitest';
import { initialLanguage } from './language';

describe("the guest page's language", () => {
  it("follows the browser's languages, first one the page speaks", () => {
    expect(initialLanguage(null, ['ru-RU', 'en'])).toBe('ru');
    expect(initialLanguage(null, ['de-DE', 'ru'])).toBe('ru');
    expect(initialLanguage(null, ['de-DE'])).toBe('en');
  });

  it("keeps the guest's own choice", () => {
    expect(initialLanguage('en', ['ru-RU'])).toBe('en');
    expect(initialLanguage('xx', ['ru-RU'])).toBe('ru');
  });
});
