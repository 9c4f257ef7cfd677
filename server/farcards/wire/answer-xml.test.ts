import { describe, expect, it } from 'vitest';
import type { CardInfo } from '../farcards-contract.js';
import { cardInfoAnswer } from './answer-xml.js';

const found: CardInfo = {
  kind: 'found',
  holder: 'Guest 😀 with a name far longer than forty characters',
  personId: '79990001122',
  account: 12345,
  mayPayMinor: 50001,
  balanceMinor: 80000,
  discountMinor: 1250,
  discountCode: 12,
  bonusCode: 3,
  screenMessage: '',
  printMessage: 'x'.repeat(300),
  extraInfo: 'Gold',
};

describe('the GetCardInfoEx answer', () => {
  it('writes money in the unit of farcards.money and cuts texts to their DLL fields', () => {
    const kopecks = cardInfoAnswer(found, { money: 'kopecks', outBuf: 'element' });
    /** windows-1251 has no emoji: it goes as `??` (one a UTF-16 unit), two bytes of the 40. */
    expect(kopecks).toContain(`Holder="${[...found.holder].slice(0, 39).join('')}"`);
    expect(kopecks).toContain('Bonus="3" Discount="12" DiscLimit="1250" Summa="50001" DopInfo="Gold"');
    expect(kopecks).toContain(`PrnMessage="${'x'.repeat(255)}"`);
    expect(kopecks).not.toContain('ScrMessage');
    const units = cardInfoAnswer(found, { money: 'units', outBuf: 'element' });
    expect(units).toContain('DiscLimit="12.50" Summa="500.01"');
  });
});
