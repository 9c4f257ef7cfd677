import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setGuestBlocked } from '../../loyalty/guest-store/guest-store.js';
import { startCuttableProxy, type CuttableProxy } from '../../loyalty/test-support/cuttable-proxy.js';
import { netGuest } from '../../loyalty/test-support/loyalty-fixtures.js';
import { guestId, ok, org } from '../../loyalty/test-support/loyalty-test-server.js';
import {
  aCheck,
  batchOf,
  cardQuery,
  checkServiceAt,
  seedCardGuest,
  startCheckRig,
  walletMinor,
  type CheckRig,
} from './test-support/check-rig.js';

/**
 * Faults against a hosted loyalty service on PostgreSQL reached through a loopback proxy the test cuts (connections
 * refused, as when the service is stopped) and restores, and the refusals a till must see.
 */
describe('the check service when things go wrong (hosted service on PostgreSQL)', () => {
  let rig: CheckRig;
  let proxy: CuttableProxy;
  let viaProxy: ReturnType<typeof checkServiceAt>;
  beforeAll(async () => {
    rig = await startCheckRig('postgres');
    proxy = await startCuttableProxy(Number(new URL(rig.loyalty.url).port));
    viaProxy = checkServiceAt(rig.db, `http://127.0.0.1:${proxy.port}`, rig.loyalty.apiKey);
  });
  afterAll(async () => {
    await viaProxy.service.stop();
    viaProxy.client.stop();
    await proxy.close();
    await rig.close();
  });

  it('closes the check while the service is unreachable: the accrual waits, is sent once after it is back', async () => {
    const phone = '+79990002201';
    const card = '2990000022011';
    await seedCardGuest(rig.loyalty, phone, card, 80000);
    const { service } = viaProxy;
    const sale = aCheck(1, card);
    const writeOff = batchOf(sale, card, [{ kind: 0, amountMinor: -50000 }]);
    expect((await service.transactions(writeOff, 'en')).kind).toBe('done');
    await proxy.cut();
    const close = batchOf(sale, card, [{ kind: 2, amountMinor: 2500 }]);
    const closed = await service.transactions(close, 'ru');
    expect(closed).toEqual({
      kind: 'done',
      warning: 'Начисление будет отправлено, когда сервис лояльности ответит',
      reports: [],
    });
    expect(service.pending()).toBe(1);
    expect(await service.transactions(close, 'ru')).toEqual(closed);
    expect(await rig.service.cardInfo(cardQuery(card), 'en')).toMatchObject({ balanceMinor: 30000 });
    expect(await service.cardInfo(cardQuery(card, aCheck(7, card)), 'en')).toEqual({
      kind: 'unknown',
      message: 'Loyalty service unreachable: try again, or close the check without the card',
    });
    await proxy.restore();
    await service.retryNow();
    expect(service.pending()).toBe(0);
    expect(await walletMinor(rig.loyalty, phone)).toBe(32500);
    await service.retryNow();
    expect(await service.transactions(close, 'ru')).toEqual(closed);
    expect(await walletMinor(rig.loyalty, phone)).toBe(32500);
  });

  it('applies a write-off posted by two stations at once, and its retry, once', async () => {
    const phone = '+79990002202';
    const card = '2990000022022';
    await seedCardGuest(rig.loyalty, phone, card, 80000);
    const writeOff = batchOf(aCheck(1, card), card, [{ kind: 0, amountMinor: -40000 }]);
    const answers = await Promise.all([
      rig.service.transactions(writeOff, 'en'),
      rig.service.transactions(writeOff, 'en'),
      rig.service.transactions(writeOff, 'en'),
    ]);
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
    expect(answers[0]).toEqual({ kind: 'done', reports: [] });
    expect(await walletMinor(rig.loyalty, phone)).toBe(40000);
  });

  it('answers a blocked guest locked with the reason and refuses its write-off', async () => {
    const phone = '+79990002203';
    const card = '2990000022033';
    await seedCardGuest(rig.loyalty, phone, card, 80000);
    const guest = await netGuest(rig.loyalty.db, phone);
    await rig.loyalty.db.write((q) => setGuestBlocked(q, guest!.id, true, new Date().toISOString()));
    expect(await rig.service.cardInfo(cardQuery(card, aCheck(7, card)), 'en')).toMatchObject({
      kind: 'found',
      mayPayMinor: 0,
      locked: { reason: 'The guest is blocked in the loyalty programme' },
    });
    const outcome = await rig.service.transactions(
      batchOf(aCheck(1, card), card, [{ kind: 0, amountMinor: -100 }]),
      'en',
    );
    expect(outcome).toMatchObject({ kind: 'refused', reason: 'The guest is blocked in the loyalty programme' });
    expect(await walletMinor(rig.loyalty, phone)).toBe(80000);
  });

  it('takes the guest page one-time code as a card, and remembers it for the check once consumed', async () => {
    const phone = '+79990002204';
    await seedCardGuest(rig.loyalty, phone, '2990000022044', 80000);
    const { code } = ok(
      await rig.loyalty.post<{ code: string }>('/guests/generateCode', { organization: org(), guest: guestId(phone) }),
    );
    const sale = aCheck(7, code);
    const first = await rig.service.cardInfo(cardQuery(code, sale), 'en');
    expect(first).toMatchObject({ kind: 'found', holder: 'Anna Petrova', mayPayMinor: 50000 });
    expect(await rig.service.cardInfo(cardQuery(code, sale), 'en')).toEqual(first);
    const paid = batchOf({ ...sale, mode: 1 }, code, [{ kind: 0, amountMinor: -30000 }]);
    expect(await rig.service.transactions(paid, 'en')).toEqual({ kind: 'done', reports: [] });
    expect(await walletMinor(rig.loyalty, phone)).toBe(50000);
  });
});
