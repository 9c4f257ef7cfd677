import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import { apiErrorMessage, fieldErrorMessages } from './api-error-message';
import { ApiError } from './http-client';
import en from './locales/en.json';
import ru from './locales/ru.json';

const refused = (status: number, error: object): ApiError =>
  new ApiError(status, 'English text for the log', { error: { message: 'English text for the log', ...error } });

beforeAll(async () => {
  await i18next.init({
    resources: { en: { api: en }, ru: { api: ru } },
    lng: 'ru',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('apiErrorMessage', () => {
  it('shows a known code in the window’s language, filled with its params, never the server’s English', () => {
    expect(apiErrorMessage(refused(400, { code: '9601', params: { field: 'phone' } }))).toBe(ru.errors['9601']);
    expect(apiErrorMessage(refused(400, { code: '9603', params: { field: 'to', max: 366 } }))).toBe(
      'Период — не больше 366 дней.',
    );
    expect(apiErrorMessage(refused(400, { code: '9004', params: { field: 'limit' } }))).toBe(
      'Недопустимое значение в поле «limit».',
    );
    expect(apiErrorMessage(refused(400, { code: '9004' }))).toBe(ru.errors['9004_nofield']);
  });

  it('falls back to the HTTP status for an unknown code, then to a generic text, and says when nobody answered', () => {
    expect(apiErrorMessage(refused(502, { code: '4711' }))).toBe(ru.status['502']);
    expect(apiErrorMessage(new ApiError(418, 'HTTP 418'))).toBe('Мост ответил ошибкой (HTTP 418).');
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe(ru.unreachable);
  });

  it('follows a switch of the window’s language', async () => {
    await i18next.changeLanguage('en');
    expect(apiErrorMessage(refused(404, { code: '9604' }))).toBe('This payment is not in the journal.');
    await i18next.changeLanguage('ru');
  });
});

describe('fieldErrorMessages', () => {
  it('gives each refused setting its own text by code, with the menu file’s reason as detail', () => {
    const error = refused(400, {
      code: '9004',
      fields: { menuFile: 'cannot be read: /x/menu.yaml', apiKey: 'is required', port: 'must be…' },
      fieldCodes: { menuFile: '9614', apiKey: '9615', port: '9004' },
    });
    expect(fieldErrorMessages(error)).toEqual({
      menuFile: 'Файл меню нельзя использовать: cannot be read: /x/menu.yaml',
      apiKey: ru.fieldErrors['9615'],
      port: ru.fieldErrors['9004'],
    });
    expect(fieldErrorMessages(refused(400, { code: '9004' }))).toBeUndefined();
  });
});
