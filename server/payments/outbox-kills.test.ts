import { Prng } from '../../shared/seeded-random.js';
import { describe, expect, it } from 'vitest';
import { cliScripts, freePort, makeDataDir, startHeadlessServer } from '../../e2e/headless-server.js';
import {
  hostedAccess,
  hostedBridgeArgs,
  hostedLoyaltyArgs,
  hostedLoyaltyDir,
  until,
} from './test-support/hosted-loyalty.js';
import {
  authorize,
  BridgeGone,
  settleNext,
  syncNow,
  type BridgeLife,
  type OwedPayment,
} from './test-support/kill-station.js';
import { mismatches, readBridgeFacts, readLoyaltyFacts } from './test-support/settlement-audit.js';
import { readToken, seedGuest } from './test-support/station-driver.js';
import {
  drawKillPlan,
  killedAfterEach,
  startKilledLife,
  type KilledLife,
  type KillOdds,
} from './test-support/killed-life.js';

/**
 * SIGKILLs of the bridge at random (seeded) moments while stations pay, confirm and void against a REAL hosted loyalty
 * service (child processes; the outbox's calls go over the network). `TILLBRIDGE_KILLS` sets how many (30 in the test
 * suite; `npm run bench -- terminal-crash` runs 100), `TILLBRIDGE_KILL_SEED` the seed. After a final clean start the outbox must have sent
 * everything, nothing may be dead, and both sides must agree on every payment and every bonus.
 */

const kills = Number(process.env.TILLBRIDGE_KILLS ?? 30);
const seed = Number(process.env.TILLBRIDGE_KILL_SEED ?? 22);
const guests = ['+79990007001', '+79990007002', '+79990007003'];
const stations = ['{KILL-1}', '{KILL-2}', '{KILL-3}'];
/**
 * How the lives end: at one of these fault points in a share of them (the bridge kills itself there,
 * server/payments/fault-hook.ts), else killed by the test at a random moment or a moment after its n-th answer.
 */
const odds: KillOdds = {
  faultShare: 0.3,
  faults: ['after-local-write', 'after-loyalty-confirm', 'before-reply', 'after-confpay-write', 'after-outbox-send'],
  maxLifeMs: 1200,
  maxAnswers: 4,
  maxAnswerDelayMs: 150,
  fallbackMs: 5000,
};
/** The settlements a station sends after an authorized reply: confirm, void, or confirm and then void. */
const plans: OwedPayment['steps'][] = [['confpay'], ['voidpay'], ['confpay', 'voidpay'], ['confpay', 'voidpay']];

const track = killedAfterEach();

/** One station's work in a life: first what it still owes, then new payments, until the bridge dies. */
async function stationLoop(life: KilledLife, station: string, owed: OwedPayment[], random: () => number, tally: Tally) {
  try {
    for (;;) {
      let mine = owed.find((payment) => payment.station === station);
      while (mine) {
        if ((await settleNext(life, mine)) === 'refused') tally.refused++;
        life.onAnswered();
        mine.steps.shift();
        if (mine.steps.length === 0) owed.splice(owed.indexOf(mine), 1);
        mine = owed.find((payment) => payment.station === station);
      }
      if (!life.alive()) return;
      const amount = 100 * (1 + Math.floor(random() * 30));
      const phone = guests[Math.floor(random() * guests.length)]!;
      const plan = plans[Math.floor(random() * plans.length)]!;
      tally.authpays++;
      const id = await authorize(life, station, amount, phone);
      if (id) owed.push({ id, station, amount, steps: [...plan] });
    }
  } catch (error) {
    if (!(error instanceof BridgeGone)) throw error;
  }
}

interface Tally {
  authpays: number;
  refused: number;
  selfKilled: number;
}

describe(`${kills} SIGKILLs of the bridge at random moments while stations pay (seed ${seed})`, () => {
  it('ends with nothing dead, every payment agreeing with its loyalty order, every wallet with its history', async ({
    annotate,
  }) => {
    const started = Date.now();
    const prng = new Prng(seed);
    const random = (): number => prng.next();
    const loyaltyDir = hostedLoyaltyDir();
    const loyalty = track(
      await startHeadlessServer({
        script: cliScripts.loyalty,
        dataDir: loyaltyDir.dataDir,
        args: hostedLoyaltyArgs(loyaltyDir, await freePort()),
        readyLine: /^Loyalty service: (\S+)$/m,
      }),
    );
    for (const [i, phone] of guests.entries())
      await seedGuest(loyalty.url, hostedAccess, phone, `55000000000000${i}1`, 100_000);
    const dataDir = makeDataDir();
    const owed: OwedPayment[] = [];
    const tally: Tally = { authpays: 0, refused: 0, selfKilled: 0 };
    const bridgeArgs = hostedBridgeArgs(loyalty.url);

    for (let life = 0; life < kills; life++) {
      const plan = drawKillPlan(random, odds);
      const run = await startKilledLife(dataDir, bridgeArgs, plan);
      if (!run) {
        tally.selfKilled++;
        continue;
      }
      const bridge = track(run.bridge);
      await Promise.all(stations.map((station) => stationLoop(run.life, station, owed, random, tally)));
      await run.ended();
      expect(bridge.process.signalCode, bridge.output().stderr).toBe('SIGKILL');
      if (plan.fault && bridge.process.signalCode === 'SIGKILL' && !bridge.process.killed) tally.selfKilled++;
    }

    const last = track(await startHeadlessServer({ dataDir, args: bridgeArgs }));
    const view: BridgeLife = { url: last.url, token: readToken(dataDir), alive: () => true };

    while (owed.length > 0) {
      const payment = owed[0]!;
      if ((await settleNext(view, payment)) === 'refused') tally.refused++;
      payment.steps.shift();
      if (payment.steps.length === 0) owed.shift();
    }
    await until('the outbox to settle everything', async () =>
      (await syncNow(view)).pending === 0 ? true : undefined,
    );
    expect(await last.stop()).toBe(0);

    const bridgeFacts = readBridgeFacts(dataDir);
    const loyaltyFacts = await readLoyaltyFacts(loyalty.url, hostedAccess, guests);
    const counts: Record<string, number> = {};
    for (const payment of bridgeFacts.payments) counts[payment.state] = (counts[payment.state] ?? 0) + 1;
    const orphans = [...loyaltyFacts.orders.keys()].filter(
      (order) => !bridgeFacts.payments.some((payment) => payment.loyalty_order_id === order),
    );
    await annotate(
      `outbox kills: ${kills} kills (${tally.selfKilled} at fault points), ${tally.authpays} authpays, ` +
        `${bridgeFacts.payments.length} payments ${JSON.stringify(counts)}, ${tally.refused} settlements refused, ` +
        `${bridgeFacts.outbox.dead} dead, ${loyaltyFacts.wallets.length} wallets checked ` +
        `(${loyaltyFacts.wallets.reduce((n, w) => n + w.records, 0)} bonus records), ${Date.now() - started} ms`,
    );

    expect(bridgeFacts.outbox).toEqual({ pending: 0, dead: 0, deadErrors: [] });
    expect(mismatches(bridgeFacts.payments, loyaltyFacts.orders)).toEqual([]);
    expect(orphans).toEqual([]);
    expect(loyaltyFacts.repeated).toEqual([]);
    for (const wallet of loyaltyFacts.wallets) expect(wallet.balanceMinor, wallet.phone).toBe(wallet.historyMinor);
    expect(counts.confirmed ?? 0).toBeGreaterThan(0);
    expect(counts.voided ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
