import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors/http-error.js';
import { parseXml } from '../xml/authcall-xml.js';
import { readDialogResult } from './dialog-result-xml.js';

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
