import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from '../../shared/money.js';
import { maskCardForWindow, maskCardNumber } from './mask-card.js';
import { paymentSlip, type PaymentSlipData, type SlipKind } from './payment-slip.js';
import { slipTimeFormat } from './printed-time.js';
import { labelled, wrapText } from './slip-layout.js';
import { slipWidths } from './test-support/slip-widths.js';

const at = new Date(2026, 10, 21, 14, 5, 9);
const data: PaymentSlipData = {
  venue: 'Café "Tillbridge" on the very long embankment of the river, house 12, building 3',
  station: '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}',
  at,
  cardNumber: '5536913712345678',
  amountMinor: 288000,
  tipMinor: 10000,
  balanceAfterMinor: 51234,
  authCode: '482913',
  paymentSystem: 'Tillbridge bonuses',
  actionId: 'pay_0123456789abcdefghijklmnopqrstuvwxyz',
};
const kinds: readonly SlipKind[] = ['authorization', 'confirmation', 'void'];

describe('formatMinor / parseMinor', () => {
  it('formats integer hundredths exactly', () => {
    expect(formatMinor(288000)).toBe('2880.00');
    expect(formatMinor(10000)).toBe('100.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-123456789)).toBe('-1234567.89');
    expect(formatMinor(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => formatMinor(0.5)).toThrow(RangeError);
  });

  it('parses dot decimals to hundredths without floating point', () => {
    expect(parseMinor('2880.00')).toBe(288000);
    expect(parseMinor('0.1')).toBe(10);
    expect(parseMinor('1.15')).toBe(115);
    expect(parseMinor('-3')).toBe(-300);
    for (const bad of ['', '1,5', '1.234', 'abc', '1e5', '.5', '1.']) expect(parseMinor(bad)).toBeUndefined();
  });
});

describe('maskCardNumber', () => {
  it('keeps the first six and the last four (docs/protocol.md, "Transport", `CardCode`), dots, groups of four', () => {
    expect(maskCardNumber('5536913712345678')).toBe('5536 91.. .... 5678');
    expect(maskCardNumber('5536 9137 1234 5678')).toBe('5536 91.. .... 5678');
    expect(maskCardNumber('553691371234')).toBe('5536 91.. 1234');
  });

  it('keeps only the tail of a short number and nothing of an empty one', () => {
    expect(maskCardNumber('12345678')).toBe('.... 5678');
    expect(maskCardNumber('123')).toBe('..3');
    expect(maskCardNumber('')).toBe('');
    expect(maskCardNumber(null)).toBe('');
  });
});

describe('maskCardForWindow', () => {
  it('keeps the last four digits only', () => {
    expect(maskCardForWindow('5536 9137 1234 4820')).toBe('•••• 4820');
    expect(maskCardForWindow('123456')).toBe('•••• 56');
  });

  it('reads a stored slip mask when the number is gone, and gives null without a card', () => {
    expect(maskCardForWindow(null, '5536 91.. .... 4820')).toBe('•••• 4820');
    expect(maskCardForWindow(null, '5536 91.. .... ....')).toBe('••••');
    expect(maskCardForWindow(null, null)).toBeNull();
    expect(maskCardForWindow('', '')).toBeNull();
  });
});

describe('slip layout', () => {
  it('wraps words and cuts a word longer than the width', () => {
    expect(wrapText('one two three', 7)).toEqual(['one two', 'three']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('a\n\tb', 10)).toEqual(['a b']);
  });

  it('puts a value on its own line when label and value do not fit together', () => {
    expect(labelled('Amount', '2880.00', 20)).toEqual(['Amount       2880.00']);
    expect(labelled('Station', '{6A2E1C43-1F0B}', 20)).toEqual(['Station', '     {6A2E1C43-1F0B}']);
  });
});

describe('paymentSlip', () => {
  it.each(slipWidths.flatMap((width) => kinds.map((kind) => [width, kind] as const)))(
    'fits every line in %i characters (%s)',
    (width, kind) => {
      for (const document of paymentSlip(kind, data, { width, copies: 2 })) {
        for (const line of document.lines) expect(line.length).toBeLessThanOrEqual(width);
      }
    },
  );

  it('shows venue, station, time, masked card, amount, tip, balance, auth code and a ruler', () => {
    const [slip] = paymentSlip('authorization', data, { width: 48 });
    const text = slip!.lines.join('\n');
    expect(slip!.cutAfter).toBe(true);
    expect(text).toContain('BONUS PAYMENT');
    expect(text).toContain(format(at, slipTimeFormat));
    expect(text).toContain('5536 91.. .... 5678');
    expect(text).not.toContain('5536913712345678');
    expect(slip!.lines).toContain(`Amount${' '.repeat(48 - 6 - 7)}2880.00`);
    expect(text).toMatch(/Tip +100\.00/);
    expect(text).toMatch(/Total +2980\.00/);
    expect(text).toMatch(/Balance after +512\.34/);
    expect(text).toMatch(/Auth code +482913/);
    expect(slip!.lines).toContain('-'.repeat(48));
    expect(text).toContain('{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}');
  });

  it('prints a void as negative amounts and two copies when asked', () => {
    const documents = paymentSlip('void', data, { copies: 2 });
    expect(documents).toHaveLength(2);
    expect(documents[0]!.lines.join('\n')).toMatch(/PAYMENT VOIDED[\s\S]*Amount +-2880\.00[\s\S]*VENUE COPY/);
    expect(documents[1]!.lines.join('\n')).toContain('GUEST COPY');
  });

  it("prints a payment's UUID whole on one line of a 32-column slip", () => {
    const id = '019acb7e-5a2f-7c3d-9e4f-0a1b2c3d4e5f';
    const [slip] = paymentSlip('confirmation', { ...data, actionId: id }, { width: 32 });
    expect(slip!.lines).toContain('Operation');
    expect(slip!.lines).toContain('019acb7e5a2f7c3d9e4f0a1b2c3d4e5f');
    const [wide] = paymentSlip('confirmation', { ...data, actionId: id }, { width: 48 });
    expect(wide!.lines).toContain(`Operation${' '.repeat(48 - 9 - 36)}${id}`);
  });

  it('leaves out what is unknown and refuses an impossible width', () => {
    const lines = paymentSlip('confirmation', { venue: 'V', station: 'S', at, amountMinor: 1 })[0]!.lines;
    expect(lines.join('\n')).not.toMatch(/Card|Tip|Balance|Auth code/);
    expect(() => paymentSlip('confirmation', data, { width: 10 })).toThrow(/slip width/);
  });
});
