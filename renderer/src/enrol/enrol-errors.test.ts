import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import { ApiError } from '../api/http-client';
import api from '../api/locales/en.json';
import enrol from './locales/en.json';
import ru from './locales/ru.json';
import { checkEnrolForm, enrolErrorsOf } from './enrol-errors';

const t = (key: string): string => i18next.t(`enrol:${key}`);
const refused = (status: number, error: object): ApiError =>
  new ApiError(status, 'English text for the log', { error: { message: 'English text for the log', ...error } });

beforeAll(async () => {
  await i18next.init({
    resources: { en: { api, enrol } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('the enrol form', () => {
  it('asks for a name (at most 100 characters) and the consent before sending', () => {
    expect(checkEnrolForm('  ', false, t)).toEqual({ name: enrol.errors.name, consent: enrol.errors.consent });
    expect(checkEnrolForm('x'.repeat(101), true, t)).toEqual({ name: enrol.errors.nameLong });
    expect(checkEnrolForm(' Anna ', true, t)).toEqual({});
  });

  it('puts the bridge’s refusal under the field it names, in the form’s own words', () => {
    expect(enrolErrorsOf(refused(400, { code: '9601', params: { field: 'phone' } }), t)).toEqual({
      phone: api.errors['9601'],
    });
    expect(enrolErrorsOf(refused(400, { code: '9004', params: { field: 'name' } }), t)).toEqual({
      name: enrol.errors.name,
    });
    expect(enrolErrorsOf(refused(400, { code: '9004', params: { field: 'consent' } }), t)).toEqual({
      consent: enrol.errors.consent,
    });
  });

  it('says an unreachable loyalty service enrolled nobody, and anything else above the form', () => {
    expect(enrolErrorsOf(refused(503, { code: '9503' }), t)).toEqual({ form: enrol.errors.unreachable });
    expect(enrolErrorsOf(refused(502, { code: '9607', params: { loyaltyCode: '9004' } }), t)).toEqual({
      form: 'The loyalty service refused the request (code 9004).',
    });
  });

  it('has the same keys in Russian', () => {
    const keys = (catalog: object): string[] =>
      Object.entries(catalog).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value as object).map((k) => `${key}.${k}`) : [key],
      );
    expect(keys(ru).sort()).toEqual(keys(enrol).sort());
  });
});
