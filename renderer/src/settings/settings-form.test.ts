import { describe, expect, it } from 'vitest';
import { changesOf, formOf, validateForm } from './settings-form';

const running = { host: '127.0.0.1', port: 1220, tips: false, slipWidth: 32 as const };

describe('the settings form', () => {
  it('fills from the file, falling back to what runs', () => {
    const form = formOf({ port: 1300 }, running);
    expect(form).toMatchObject({ host: '127.0.0.1', port: '1300', slipWidth: '32', apiKey: '', menuRights: '' });
  });
  it('names every wrong field', () => {
    const form = {
      ...formOf({}, running),
      host: 'till.example',
      port: '70000',
      loyaltyUrl: 'ftp://x',
      authpayTimeout: '0',
      menuFile: 'menu.txt',
      menuRights: '{bad}',
      authPath: 'authtest',
    };
    expect(validateForm(form, false)).toEqual({
      host: 'errors.host',
      port: 'errors.port',
      authPath: 'errors.authPath',
      loyaltyUrl: 'errors.url',
      apiKey: 'errors.requiredWithUrl',
      venue: 'errors.requiredWithUrl',
      authpayTimeout: 'errors.timeout',
      menuFile: 'errors.menuFile',
      menuRights: 'errors.rights',
    });
  });
  it('needs a key and a venue with a loyalty URL', () => {
    const form = { ...formOf({}, running), loyaltyUrl: 'https://loyalty.example' };
    expect(validateForm(form, false)).toEqual({ apiKey: 'errors.requiredWithUrl', venue: 'errors.requiredWithUrl' });
    expect(validateForm({ ...form, venue: 'v1' }, true)).toEqual({});
  });
  it('shows the printed language (English by default) and the venue name, and checks them', () => {
    expect(formOf({}, running)).toMatchObject({ language: 'en', venueName: '' });
    expect(formOf({ language: 'ru', venueName: 'Кафе' }, running)).toMatchObject({ language: 'ru', venueName: 'Кафе' });
    const form = { ...formOf({}, running), venueName: 'x'.repeat(65) };
    expect(validateForm(form, false)).toEqual({ venueName: 'errors.venueName' });
  });
  it('sends a changed language and venue name; an emptied venue name is removed', () => {
    const initial = formOf({ venueName: 'Кафе' }, running);
    expect(changesOf({ ...initial, language: 'ru', venueName: ' Бар ' }, initial)).toEqual({
      language: 'ru',
      venueName: 'Бар',
    });
    expect(changesOf({ ...initial, venueName: '' }, initial)).toEqual({ venueName: null });
  });
  it('sends a new API password as typed, or its removal; refuses one without a loyalty URL', () => {
    const initial = formOf({ loyaltyUrl: 'https://loyalty.example', venue: 'v1' }, running);
    expect(initial).toMatchObject({ apiPassword: '', forgetApiPassword: false });
    expect(changesOf({ ...initial, apiPassword: ' pass word ' }, initial)).toEqual({ apiPassword: ' pass word ' });
    expect(changesOf({ ...initial, forgetApiPassword: true }, initial)).toEqual({ apiPassword: null });
    expect(validateForm({ ...initial, apiPassword: 'pw' }, true)).toEqual({});
    expect(validateForm({ ...formOf({}, running), apiPassword: 'pw' }, false)).toEqual({
      apiPassword: 'errors.passwordWithUrl',
    });
  });
  it('takes the station path as typed and sends it when changed', () => {
    const initial = formOf({}, running);
    expect(initial.authPath).toBe('');
    expect(validateForm({ ...initial, authPath: '/authtest/' }, false)).toEqual({});
    expect(changesOf({ ...initial, authPath: ' /authtest/ ' }, initial)).toEqual({ authPath: '/authtest/' });
  });
  it('sends only what changed; an emptied field is removed', () => {
    const initial = formOf({ paymentSystem: 'Bonus' }, running);
    const form = {
      ...initial,
      port: '1221',
      paymentSystem: '',
      tips: true,
      menuRights: '{AAAAAAAA-0000-0000-0000-000000000001}',
    };
    expect(changesOf(form, initial)).toEqual({
      port: 1221,
      paymentSystem: null,
      tips: true,
      menuRights: ['{AAAAAAAA-0000-0000-0000-000000000001}'],
    });
  });
  it('takes the manager lock minutes (1 to 120) and station accruals', () => {
    const initial = formOf({}, running);
    expect(initial).toMatchObject({ managerIdleMinutes: '', stationAccruals: false });
    expect(validateForm({ ...initial, managerIdleMinutes: '0' }, false)).toEqual({
      managerIdleMinutes: 'errors.idleMinutes',
    });
    expect(changesOf({ ...initial, managerIdleMinutes: ' 15 ', stationAccruals: true }, initial)).toEqual({
      managerIdleMinutes: 15,
      stationAccruals: true,
    });
  });
});
