import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProgramme } from '../loyalty/test-support/loyalty-fixtures.js';
import { startLoyaltyTestServer } from '../loyalty/test-support/loyalty-test-server.js';
import {
  api,
  authPayXml,
  balance,
  seedGuest,
  pendingPayment,
  postXml,
  startTestBridge,
  tag,
  type TestBridge,
} from '../payments/test-support/station-driver.js';
import { seedCardGuest, walletMinor } from './checks/test-support/check-rig.js';
import { farcardsTill, startEmbeddedFarcards } from './test-support/embedded-farcards.js';
import { bootstrapHalfShareProgramme } from './test-support/farcards-bridge.js';

const phone = '+79990003344';
const card = '2990000012345';
/** A second guest with 800.00, for the programme that refuses payments without a check. */
const second = { phone: '+79990003345', card: '2990000012346' };

/** A bridge with `farcards.enabled` whose loyalty service has the programme and the two guests with 800.00 each. */
interface Setup {
  readonly bridge: TestBridge;
  /** The balance of the guest with `guestPhone` (the first by default) in hundredths, as the loyalty service answers it. */
  wallet(guestPhone?: string): Promise<number>;
  /** Sets the programme's rule for payments without a check. */
  rule(paymentsWithoutCheck: 'upToBalance' | 'refused'): Promise<void>;
  close(): Promise<void>;
}

/** The bridge's embedded loyalty service (SQLite): the programme bootstrapped for its venue. */
async function embedded(): Promise<Setup> {
  const { bridge, access } = await startEmbeddedFarcards({ phone, card, bonuses: 800 });
  await seedGuest(bridge.url, access, second.phone, second.card, 800);
  return {
    bridge,
    wallet: async (guestPhone = phone) => Math.round((await balance(bridge.url, access, guestPhone)) * 100),
    rule: (paymentsWithoutCheck) => bootstrapHalfShareProgramme(bridge.dataDir, paymentsWithoutCheck),
    close: () => bridge.service.close(),
  };
}

/** A hosted loyalty service on PostgreSQL over loopback, the bridge calling it as venue v1. */
async function hosted(): Promise<Setup> {
  const loyalty = await startLoyaltyTestServer({ engine: 'postgres' });
  await seedProgramme(loyalty.db);
  await seedCardGuest(loyalty, phone, card, 80000);
  await seedCardGuest(loyalty, second.phone, second.card, 80000);
  const bridge = await startTestBridge({
    loyaltyUrl: loyalty.url,
    apiKey: loyalty.apiKey,
    venue: 'v1',
    farcards: { enabled: true },
  });
  return {
    bridge,
    wallet: (guestPhone = phone) => walletMinor(loyalty, guestPhone),
    rule: (paymentsWithoutCheck) => seedProgramme(loyalty.db, paymentsWithoutCheck),
    async close() {
      await bridge.service.close();
      await loyalty.close();
    },
  };
}

/**
 * The Done-when through the bridge's doors on real HTTP: a bridge with `farcards.enabled` and its own check
 * service, on its embedded loyalty service (SQLite) and on a hosted one (PostgreSQL). The programme: 50% share, 5%
 * cashback; a check of 1,000.00 at station 2; a guest with 800.00 of bonuses.
 */
describe.each([
  ['embedded, SQLite', embedded],
  ['hosted, PostgreSQL', hosted],
] as const)('the Done-when through the FarCards door and the station protocol (%s)', (_name, start) => {
  let setup: Setup;
  let bridge: TestBridge;

  beforeAll(async () => {
    setup = await start();
    bridge = setup.bridge;
  });
  afterAll(() => setup?.close());

  const wallet = () => setup.wallet();
  const till = (holder = card) => farcardsTill(bridge.url, holder);
  const check = (chmode: number, guid?: string) => till().check(chmode, guid);
  const lookUp = (inner: string) => till().lookUp(inner);
  const post = (rows: readonly (readonly [number, number])[], inner: string) => till().post(rows, inner);
  /** An authpay from a station with POS code `fullcode`, the guest identified by card in the window. */
  const authpay = async (station: string, fullcode: string, amountMinor: number, holder = card) => {
    const reply = postXml(bridge.url, 'authpay', authPayXml(station, amountMinor, 4, fullcode));
    const id = await pendingPayment(bridge, station);
    const identified = await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: holder });
    return { payment: identified.body, reply: await reply };
  };

  it('allows 500.00, writes off 500.00, accrues 25.00 once, and a return gives back 500.00 and takes back 25.00', async () => {
    const info = await lookUp(check(7));
    expect(info.status).toBe(200);
    expect(info.text).toContain('Summa="50000"');

    const writeOff = await post([[0, -50000]], check(1));
    expect(writeOff.text).toContain('Result="0"');
    expect(await wallet()).toBe(30000);

    const closing: [number, number][] = [
      [0, -50000],
      [2, 2500],
      [3, 50000],
    ];
    const closed = await post(closing, check(1));
    expect(closed.text).toContain('Result="0"');
    expect(await wallet()).toBe(32500);
    const again = await post(closing, check(1));
    expect(again.text).toBe(closed.text);
    expect(await wallet()).toBe(32500);

    const returned = await post(
      [
        [0, 50000],
        [2, -2500],
      ],
      check(3),
    );
    expect(returned.text).toContain('Result="0"');
    expect(await wallet()).toBe(80000);
  });

  it("caps the authpays on the station with an open check at that check's share, together, and says so", async () => {
    const info = await lookUp(check(7, '{7E2A0000-0000-4000-8000-000000000003}'));
    expect(info.text).toContain('Summa="50000"');

    const over = await authpay('{DONE-WHEN-2A}', '2', 60000);
    expect(over.payment).toMatchObject({ state: 'declined', display: { key: 'overLimit' } });
    expect(over.payment.displayText).toBe(
      "Bonus limit for this order is 500.00 (what the programme's share of the station's open check leaves); needed 600.00. Balance 800.00.",
    );
    expect(tag(over.reply.text, 'OpResult')).toBe('0');
    expect(await wallet()).toBe(80000);

    const paid = await authpay('{DONE-WHEN-2B}', '2', 40000);
    expect(paid.payment).toMatchObject({ state: 'authorized' });
    expect(paid.payment.displayText).toBe(
      "Paid with bonuses: 400.00 (within the share of the station's open check). Balance: 400.00",
    );
    expect(tag(paid.reply.text, 'OpResult')).toBe('1');
    expect(await wallet()).toBe(40000);

    const past = await authpay('{DONE-WHEN-2C}', '2', 20000);
    expect(past.payment).toMatchObject({ state: 'declined', display: { key: 'overLimit' } });
    expect(past.payment.displayText).toBe(
      "Bonus limit for this order is 100.00 (what the programme's share of the station's open check leaves); needed 200.00. Balance 400.00.",
    );
    const rest = await authpay('{DONE-WHEN-2D}', '2', 10000);
    expect(rest.payment).toMatchObject({ state: 'authorized' });
    expect(await wallet()).toBe(30000);
  });

  it("follows the programme's rule on a station with no open check, and says so", async () => {
    const paid = await authpay('{DONE-WHEN-5}', '5', 20000);
    expect(paid.payment).toMatchObject({ state: 'authorized' });
    expect(paid.payment.displayText).toBe(
      "Paid with bonuses: 200.00 (no open check: the programme's rule for payments without a check). Balance: 100.00",
    );
    expect(tag(paid.reply.text, 'OpResult')).toBe('1');
    expect(await wallet()).toBe(10000);
  });

  it("pays within an open check's share under the rule refused, and refuses on a station with no check saying why", async () => {
    await setup.rule('refused');
    const info = await till(second.card).lookUp(till(second.card).check(7, '{7E2A0000-0000-4000-8000-000000000004}'));
    expect(info.text).toContain('Summa="50000"');

    const paid = await authpay('{DONE-WHEN-6A}', '2', 40000, second.card);
    expect(paid.payment).toMatchObject({ state: 'authorized' });
    expect(paid.payment.displayText).toBe(
      "Paid with bonuses: 400.00 (within the share of the station's open check). Balance: 400.00",
    );
    expect(tag(paid.reply.text, 'OpResult')).toBe('1');

    const refused = await authpay('{DONE-WHEN-6B}', '6', 10000, second.card);
    expect(refused.payment).toMatchObject({ state: 'declined', display: { key: 'refusedWithoutCheck' } });
    expect(refused.payment.displayText).toBe(
      'The loyalty programme refuses bonus payments without a check: nothing was charged. Take another payment method.',
    );
    expect(tag(refused.reply.text, 'OpResult')).toBe('0');
    expect(await setup.wallet(second.phone)).toBe(40000);
  });
});
