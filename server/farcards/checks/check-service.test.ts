import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyEngines } from '../../loyalty/test-support/test-loyalty-db.js';
import { org, ok } from '../../loyalty/test-support/loyalty-test-server.js';
import type { CardInfo, TransactionsOutcome } from '../farcards-contract.js';
import {
  aCheck,
  batchOf,
  cardQuery,
  seedCardGuest,
  startCheckRig,
  walletMinor,
  type CheckRig,
} from './test-support/check-rig.js';

/**
 * The Done-when through the service's API, on a real loyalty service over HTTP: SQLite as the bridge's embedded
 * one runs it, and PostgreSQL as a hosted one. 50% share, 5% cashback, a check of 1,000.00, a guest with 800.00.
 */
describe.each(loyaltyEngines)('a check becomes one loyalty order (%s)', (engine) => {
  let rig: CheckRig;
  const phone = '+79990001122';
  const card = '2990000012345';
  beforeAll(async () => {
    rig = await startCheckRig(engine);
    await seedCardGuest(rig.loyalty, phone, card, 80000);
  });
  afterAll(() => rig.close());

  const found = (info: CardInfo) => {
    if (info.kind !== 'found') throw new Error(`expected a card, got ${JSON.stringify(info)}`);
    return info;
  };
  const done = (outcome: TransactionsOutcome) => {
    if (outcome.kind !== 'done') throw new Error(`expected done, got ${JSON.stringify(outcome)}`);
    return outcome;
  };

  it('allows 500.00, writes off 500.00, accrues 25.00 once, and a return gives back 500.00 and takes back 25.00', async () => {
    const sale = aCheck(1, card);
    const info = found(
      await rig.service.cardInfo(cardQuery(card, aCheck(7, card, { checkGuid: sale.checkGuid })), 'en'),
    );
    expect(info).toMatchObject({ holder: 'Anna Petrova', mayPayMinor: 50000, balanceMinor: 80000, discountMinor: 0 });
    expect(info.screenMessage).toContain('Will earn 50.00');
    expect(rig.service.openCheck('2')).toMatchObject({
      card,
      guestPhone: phone,
      totalMinor: 100000,
      mayPayMinor: 50000,
    });

    const writeOff = batchOf(sale, card, [{ kind: 0, amountMinor: -50000 }]);
    expect(done(await rig.service.transactions(writeOff, 'en')).reports).toEqual([]);
    expect(await walletMinor(rig.loyalty, phone)).toBe(30000);
    expect(rig.service.openCheck('2')).toMatchObject({ card, totalMinor: 100000, mayPayMinor: 0 });

    const close = batchOf(sale, card, [
      { kind: 0, amountMinor: -50000 },
      { kind: 2, amountMinor: 2500 },
      { kind: 3, amountMinor: 50000 },
    ]);
    const closed = done(await rig.service.transactions(close, 'en'));
    expect(closed.warning).toBeUndefined();
    expect(await walletMinor(rig.loyalty, phone)).toBe(32500);
    expect(rig.service.openCheck('2')).toBeUndefined();

    expect(await rig.service.transactions(close, 'en')).toEqual(closed);
    expect(await rig.service.transactions(writeOff, 'en')).toEqual({ kind: 'done', reports: [] });
    expect(await walletMinor(rig.loyalty, phone)).toBe(32500);

    const returned = aCheck(3, card, { checkGuid: sale.checkGuid });
    const back = batchOf(returned, card, [
      { kind: 0, amountMinor: 50000 },
      { kind: 2, amountMinor: -2500 },
    ]);
    expect(done(await rig.service.transactions(back, 'en')).reports).toEqual([]);
    expect(await walletMinor(rig.loyalty, phone)).toBe(80000);
    expect(await rig.service.transactions(back, 'en')).toEqual({ kind: 'done', reports: [] });
    expect(await walletMinor(rig.loyalty, phone)).toBe(80000);
  });

  it('reports the engine accrual when the till counted another one', async () => {
    const sale = aCheck(1, card);
    const close = batchOf(sale, card, [{ kind: 2, amountMinor: 1 }]);
    const outcome = done(await rig.service.transactions(close, 'ru'));
    expect(outcome.reports).toEqual([{ position: 1, card, valueMinor: 5000, slip: 'Начислено бонусов 50,00' }]);
    await rig.service.transactions(
      batchOf(aCheck(2, card, { checkGuid: sale.checkGuid }), card, [{ kind: 2, amountMinor: -1 }]),
      'en',
    );
  });

  it('refuses a write-off above what may pay, with the allowed amount, and changes nothing', async () => {
    const before = await walletMinor(rig.loyalty, phone);
    const sale = aCheck(1, card);
    const outcome = await rig.service.transactions(batchOf(sale, card, [{ kind: 0, amountMinor: -50001 }]), 'en');
    expect(outcome).toEqual({ kind: 'refused', errorCode: 2, reason: 'Bonuses may pay at most 500.00 on this check' });
    expect(await walletMinor(rig.loyalty, phone)).toBe(before);
    const history = ok(
      await rig.loyalty.post<{ orders: { id: string }[] }>('/guests/getOrdersHistory', {
        organization: org(),
        guest: { type: 'phone', phone },
      }),
    );
    expect(history.orders.length).toBe(2);
  });

  it('answers an unknown card "no such card" and refuses its transactions', async () => {
    expect(await rig.service.cardInfo(cardQuery('4111222233334444', aCheck(7, '4111222233334444')), 'en')).toEqual({
      kind: 'unknown',
      message: 'No such card',
    });
    const outcome = await rig.service.transactions(
      batchOf(aCheck(1, '4111222233334444'), '4111222233334444', [{ kind: 0, amountMinor: -100 }]),
      'ru',
    );
    expect(outcome).toEqual({ kind: 'refused', errorCode: 3, reason: 'Нет такой карты' });
  });

  it('refuses the return of a check it does not know', async () => {
    const outcome = await rig.service.transactions(
      batchOf(aCheck(3, card), card, [{ kind: 2, amountMinor: -100 }]),
      'en',
    );
    expect(outcome).toEqual({
      kind: 'refused',
      errorCode: 3,
      reason: 'Return of a check the loyalty programme does not know',
    });
  });

  it('finds the guest by a phone typed as a card, and a short call answers the balance', async () => {
    const info = found(await rig.service.cardInfo(cardQuery('89990001122'), 'en'));
    expect(info).toMatchObject({ personId: '79990001122', mayPayMinor: 80000, balanceMinor: 80000 });
  });

  it('returns a check whose accrual was spent: the return goes through, the accrual is taken back down to 0', async () => {
    const spender = '+79990001133';
    const spenderCard = '2990000011333';
    await seedCardGuest(rig.loyalty, spender, spenderCard, 0);
    const sale = aCheck(1, spenderCard);
    done(await rig.service.transactions(batchOf(sale, spenderCard, [{ kind: 2, amountMinor: 5000 }]), 'en'));
    expect(await walletMinor(rig.loyalty, spender)).toBe(5000);
    ok(
      await rig.loyalty.post('/guests/writeoffBonus', {
        organization: org(),
        guest: { type: 'phone', phone: spender },
        amount: 30,
        comment: 'spent elsewhere',
      }),
    );
    const back = batchOf(aCheck(3, spenderCard, { checkGuid: sale.checkGuid }), spenderCard, [
      { kind: 2, amountMinor: -5000 },
    ]);
    expect(done(await rig.service.transactions(back, 'en')).reports).toEqual([
      { position: 1, card: spenderCard, valueMinor: -2000 },
    ]);
    expect(await walletMinor(rig.loyalty, spender)).toBe(0);
  });

  it('takes a second write-off and a cancelled one on the same check, and accrues on the money finally paid', async () => {
    const payer = '+79990001144';
    const payerCard = '2990000011444';
    await seedCardGuest(rig.loyalty, payer, payerCard, 80000);
    const sale = aCheck(1, payerCard);
    done(await rig.service.transactions(batchOf(sale, payerCard, [{ kind: 0, amountMinor: -20000 }]), 'en'));
    done(await rig.service.transactions(batchOf(sale, payerCard, [{ kind: 0, amountMinor: -30000 }]), 'en'));
    expect(await walletMinor(rig.loyalty, payer)).toBe(30000);
    done(await rig.service.transactions(batchOf(sale, payerCard, [{ kind: 0, amountMinor: 30000 }]), 'en'));
    expect(await walletMinor(rig.loyalty, payer)).toBe(60000);
    done(await rig.service.transactions(batchOf(sale, payerCard, [{ kind: 2, amountMinor: 4000 }]), 'en'));
    expect(await walletMinor(rig.loyalty, payer)).toBe(64000);
  });

  it("keeps a check's write-offs within its share when the balance is larger", async () => {
    const rich = '+79990001155';
    const richCard = '2990000011555';
    await seedCardGuest(rig.loyalty, rich, richCard, 200000);
    const sale = aCheck(1, richCard);
    done(await rig.service.transactions(batchOf(sale, richCard, [{ kind: 0, amountMinor: -30000 }]), 'en'));
    const past = await rig.service.transactions(batchOf(sale, richCard, [{ kind: 0, amountMinor: -25000 }]), 'en');
    expect(past).toEqual({ kind: 'refused', errorCode: 2, reason: 'Bonuses may pay at most 200.00 on this check' });
    expect(await walletMinor(rig.loyalty, rich)).toBe(170000);
    done(await rig.service.transactions(batchOf(sale, richCard, [{ kind: 0, amountMinor: -20000 }]), 'en'));
    expect(await walletMinor(rig.loyalty, rich)).toBe(150000);
  });
});
