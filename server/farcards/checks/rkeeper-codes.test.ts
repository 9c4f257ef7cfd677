import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap } from '../../loyalty/provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../../loyalty/provisioning/bootstrap-schema.js';
import type { CardInfo } from '../farcards-contract.js';
import type { CheckService } from './check-service.js';
import {
  aCheck,
  cardQuery,
  checkServiceAt,
  seedCardGuest,
  startCheckRig,
  type CheckRig,
} from './test-support/check-rig.js';

/** The settings `farcards.discountCode` and `farcards.bonusCode`: what a lookup names as r_keeper's discount and bonus. */
describe('the r_keeper codes a lookup answers', () => {
  let rig: CheckRig;
  let coded: CheckService;
  const phone = '+79990007788';
  const card = '2990000077888';
  beforeAll(async () => {
    rig = await startCheckRig('sqlite');
    await seedCardGuest(rig.loyalty, phone, card, 10000);
    const spring = {
      id: 'cccccccc-0000-4000-8000-000000000001',
      network: 'net',
      name: 'Spring 10%',
      description: 'ten percent off with the code',
      from: '2020-01-01T00:00:00Z',
      promocode: 'SPRING10',
      discount: { percent: 10 },
    };
    await applyBootstrap(rig.loyalty.db, bootstrapSchema.parse({ campaigns: [spring] }));
    coded = checkServiceAt(rig.db, rig.loyalty.url, rig.loyalty.apiKey, {
      rkeeperCodes: { discount: 17, bonus: 3 },
    }).service;
  });
  afterAll(async () => {
    await coded?.stop();
    await rig?.close();
  });

  const codes = (info: CardInfo) =>
    info.kind === 'found' ? [info.discountMinor, info.discountCode, info.bonusCode] : info;

  it('names the discount code with the campaigns discount, and the bonus code on every found card', async () => {
    const promo = await coded.cardInfo(cardQuery('SPRING10', aCheck(7, 'SPRING10')), 'en');
    expect(codes(promo)).toEqual([10000, 17, 3]);
    const guest = await coded.cardInfo(cardQuery(card, aCheck(7, card)), 'en');
    expect(codes(guest)).toEqual([0, 0, 3]);
  });

  it('names none by default', async () => {
    const promo = await rig.service.cardInfo(cardQuery('SPRING10', aCheck(7, 'SPRING10')), 'en');
    expect(codes(promo)).toEqual([10000, 0, 0]);
  });
});
