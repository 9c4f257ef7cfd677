import { describe, expect, it } from 'vitest';
import { defaultFields } from './dialog-defaults';
import { checkDialog, isDay, normalizeNumber, phoneAsTyped } from './dialog-values';

const fields = (from: string, to: string, value = '') => ({ from, to, value });

describe('dialog values', () => {
  it('knows real days', () => {
    expect(isDay('2026-11-21')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('21.11.2026')).toBe(false);
  });
  it('writes numbers with a dot', () => {
    expect(normalizeNumber('1 234,50')).toBe('1234.50');
    expect(normalizeNumber('-3')).toBe('-3');
    expect(normalizeNumber('1e3')).toBeUndefined();
    expect(normalizeNumber('')).toBeUndefined();
  });
  it('builds the DialogResult of each type', () => {
    expect(checkDialog('DateInterval', fields('2026-11-01', '2026-11-21'))).toEqual({
      ok: true,
      result: { dialogType: 'DateInterval', from: '2026-11-01', to: '2026-11-21' },
    });
    expect(checkDialog('NumberInterval', fields('10', '20,5'))).toEqual({
      ok: true,
      result: { dialogType: 'NumberInterval', from: '10', to: '20.5' },
    });
    expect(checkDialog('OneDate', fields('', '', '2026-11-21'))).toEqual({
      ok: true,
      result: { dialogType: 'OneDate', value: '2026-11-21' },
    });
    expect(checkDialog('OneNumber', fields('', '', '7'))).toEqual({
      ok: true,
      result: { dialogType: 'OneNumber', value: '7' },
    });
  });
  it('names each wrong field', () => {
    expect(checkDialog('DateInterval', fields('2026-11-21', '2026-11-01'))).toEqual({
      ok: false,
      errors: { to: 'errors.toBeforeFrom' },
    });
    expect(checkDialog('NumberInterval', fields('9', '10'))).toMatchObject({ ok: true });
    expect(checkDialog('NumberInterval', fields('x', ''))).toEqual({
      ok: false,
      errors: { from: 'errors.number', to: 'errors.required' },
    });
    expect(checkDialog('OneDate', fields('', '', '2026-02-30'))).toEqual({
      ok: false,
      errors: { value: 'errors.date' },
    });
  });
  it('starts with today, the current shift and the last closed shift', () => {
    const today = new Date(2026, 10, 21, 12);
    const node = { caption: 'Reprint a Z-report', operationId: '{x}', parameter: 'reprint-z-report', items: [] };
    const facts = { currentShiftDay: '2026-11-20', lastClosedShift: 7 };
    expect(defaultFields('OneDate', node, facts, today).value).toBe('2026-11-21');
    expect(defaultFields('DateInterval', node, facts, today)).toMatchObject({ from: '2026-11-20', to: '2026-11-21' });
    expect(defaultFields('DateInterval', node, {}, today)).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
    expect(defaultFields('OneNumber', node, facts, today).value).toBe('7');
    expect(defaultFields('OneNumber', { ...node, caption: 'Bonuses', parameter: 'accrue' }, facts, today).value).toBe(
      '',
    );
  });
});

describe('phones in a OneNumber dialog', () => {
  it.each(['+7 999 123-45-67', '8 (999) 123-45-67'])('sends %s as typed', (typed) => {
    expect(checkDialog('OneNumber', { from: '', to: '', value: typed })).toEqual({
      ok: true,
      result: { dialogType: 'OneNumber', value: typed },
    });
  });

  it('sends digits as a number, and refuses what is neither', () => {
    expect(checkDialog('OneNumber', { from: '', to: '', value: '89991234567' })).toMatchObject({
      result: { value: '89991234567' },
    });
    expect(phoneAsTyped('+7 99')).toBeUndefined();
    expect(checkDialog('OneNumber', { from: '', to: '', value: '+7 abc' })).toEqual({
      ok: false,
      errors: { value: 'errors.number' },
    });
    expect(checkDialog('NumberInterval', { from: '+7 999 123-45-67', to: '1', value: '' })).toMatchObject({
      ok: false,
    });
  });
});
