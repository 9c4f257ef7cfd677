import { describe, expect, it } from 'vitest';
import { parseXml } from '../authcall/xml/authcall-xml.js';
import { HttpError } from '../errors/http-error.js';
import { dialogDate, dialogNumber, DialogValueError, expectDialog, readDialogResult } from './dialog-result.js';

const root = (dialog: string) =>
  parseXml(`<ExecMenuItem version="2"><OperationId>{x}</OperationId><Parameter/>${dialog}</ExecMenuItem>`).root;

describe('readDialogResult', () => {
  it('reads intervals and single values as text', () => {
    expect(
      readDialogResult(root('<DialogResult dialogType="DateInterval" from="2026-11-01" to="2026-11-21"/>')),
    ).toEqual({ type: 'DateInterval', from: '2026-11-01', to: '2026-11-21' });
    expect(readDialogResult(root('<DialogResult dialogType="OneNumber" value="12.50"/>'))).toEqual({
      type: 'OneNumber',
      value: '12.50',
    });
    expect(readDialogResult(root(''))).toBeUndefined();
  });

  it.each([
    ['<DialogResult/>', /attributes/],
    ['<DialogResult dialogType="Slider" value="1"/>', /dialogType must be one of DateInterval, NumberInterval/],
    ['<DialogResult dialogType="NumberInterval" from="1"/>', /needs the attributes from and to/],
    ['<DialogResult dialogType="OneDate" from="2026-01-01" to="2026-01-02"/>', /needs the attribute value/],
    ['<DialogResult dialogType="OneDate" value="a"/><DialogResult dialogType="OneDate" value="b"/>', /more than one/],
  ])('answers 400 for a malformed %s', (xml, message) => {
    const read = () => readDialogResult(root(xml));
    expect(read).toThrow(HttpError);
    expect(read).toThrow(message);
  });
});

describe('dialog values', () => {
  it('checks the type against the item', () => {
    expect(() => expectDialog(undefined, 'OneDate', 'Day')).toThrow('Day: no value was entered.');
    expect(() => expectDialog({ type: 'OneNumber', value: '1' }, 'OneDate', 'Day')).toThrow(
      'Day: this item asks for a OneDate, the station sent a OneNumber.',
    );
  });

  it('takes real YYYY-MM-DD dates as local days and dot numbers', () => {
    expect(dialogDate('2026-02-28', 'Day')).toEqual(new Date(2026, 1, 28));
    for (const bad of ['2026-02-30', '26-02-01', '2026/02/01', '2026-13-01'])
      expect(() => dialogDate(bad, 'Day')).toThrow(DialogValueError);
    expect(dialogNumber('-12.5', 'N')).toBe('-12.5');
    for (const bad of ['1,5', '1e3', '', '.5', 'ten']) expect(() => dialogNumber(bad, 'N')).toThrow(/is not a number/);
  });
});
