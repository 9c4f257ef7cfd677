import { describe, expect, it } from 'vitest';
import { paymentSlip, type PaymentSlipData, type SlipKind } from './payment-slip.js';
import { slipWidths } from './test-support/slip-widths.js';

const data: PaymentSlipData = {
  venue: 'Кафе «Тиллбридж»',
  station: 'Касса 1',
  at: new Date(2026, 10, 21, 14, 5, 9),
  cardNumber: '5536913712345678',
  amountMinor: 123456,
  tipMinor: 10000,
  balanceAfterMinor: 51234,
  authCode: '482913',
  paymentSystem: 'Tillbridge',
  actionId: 'pay_0123456789abcdef',
};

const kinds: readonly SlipKind[] = ['authorization', 'confirmation', 'void'];

describe('a Russian payment slip', () => {
  it('prints at 32 columns exactly as a cashier expects', () => {
    const [slip] = paymentSlip('authorization', data, { width: 32, language: 'ru' });
    expect(slip!.lines).toEqual([
      '        Кафе «Тиллбридж»',
      '        ОПЛАТА БОНУСАМИ',
      '--------------------------------',
      'Касса                    Касса 1',
      'Время        21.11.2026 14:05:09',
      'Карта        5536 91.. .... 5678',
      'Платёжная система     Tillbridge',
      'Сумма                    1234,56',
      'Чаевые                    100,00',
      'Итого                    1334,56',
      'Остаток бонусов           512,34',
      'Код авторизации           482913',
      'Операция    pay_0123456789abcdef',
      '--------------------------------',
      '',
    ]);
  });

  it('prints the title and the amounts at 48 columns', () => {
    const [slip] = paymentSlip('void', data, { width: 48, language: 'ru' });
    expect(slip!.lines[1]).toBe(`${' '.repeat(14)}ОПЛАТА СТОРНИРОВАНА`);
    expect(slip!.lines).toContain(`Сумма${' '.repeat(48 - 5 - 8)}-1234,56`);
    expect(slip!.lines).toContain(`Итого${' '.repeat(48 - 5 - 8)}-1334,56`);
  });

  it('names both copies in Russian', () => {
    const [venue, guest] = paymentSlip('confirmation', data, { language: 'ru', copies: 2 });
    expect(venue!.lines[1]!.trim()).toBe('ОПЛАТА ПОДТВЕРЖДЕНА');
    expect(venue!.lines.at(-2)!.trim()).toBe('ЭКЗЕМПЛЯР ЗАВЕДЕНИЯ');
    expect(guest!.lines.at(-2)!.trim()).toBe('ЭКЗЕМПЛЯР ГОСТЯ');
  });

  it.each(slipWidths.flatMap((width) => kinds.map((kind) => [width, kind] as const)))(
    'keeps every line within %i characters (%s)',
    (width, kind) => {
      const long = { ...data, venue: 'Ресторан «Тиллбридж» на очень длинной набережной реки, дом 12, корпус 3' };
      for (const document of paymentSlip(kind, long, { width, language: 'ru', copies: 2 }))
        for (const line of document.lines) expect(line.length).toBeLessThanOrEqual(width);
    },
  );

  it('stays English by default', () => {
    expect(paymentSlip('authorization', data)[0]!.lines[1]!.trim()).toBe('BONUS PAYMENT');
  });
});
