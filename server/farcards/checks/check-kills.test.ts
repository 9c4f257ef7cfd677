import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Prng } from '../../../shared/seeded-random.js';
import { cliScripts, freePort, makeDataDir, startHeadlessServer } from '../../../e2e/headless-server.js';
import {
  drawKillPlan,
  killedAfterEach,
  startKilledLife,
  type KilledLife,
  type KillOdds,
} from '../../payments/test-support/killed-life.js';
import {
  hostedAccess,
  hostedBridgeArgs,
  hostedLoyaltyArgs,
  hostedLoyaltyDir,
  until,
} from '../../payments/test-support/hosted-loyalty.js';
import { BridgeGone } from '../../payments/test-support/kill-station.js';
import { readToken, seedGuest } from '../../payments/test-support/station-driver.js';
import { checkTotal, generatedCheck, type SimCheck } from '../../station-sim/farcards-check.js';
import {
  closingBatch,
  lookUpCard,
  postTransactions,
  returnBatch,
  type FarcardsAnswer,
} from '../../station-sim/farcards-till.js';
import { orderIdOf } from './check-identity.js';
import { readGuestLedger, writeCheckBootstrap } from './test-support/check-audit.js';

/**
 * SIGKILLs of a real bridge process at random (seeded) moments while stations play FarCards checks (lookup, write-off,
 * close, now and then a return) against a REAL hosted loyalty service, each call retried after a kill as a cash server
 * retries it. `TILLBRIDGE_KILLS` sets how many (25 in the test suite, which must stay quick; `npm run bench` runs 100,
 * bench/farcards/crash-row.ts), `TILLBRIDGE_KILL_SEED` the seed. After a final clean
 * start every check is settled, and the loyalty service's orders, bonus records and wallets show each write-off and
 * each accrual exactly once.
 */

const kills = Number(process.env.TILLBRIDGE_KILLS ?? 25);
const seed = Number(process.env.TILLBRIDGE_KILL_SEED ?? 32);
/** Enough that no interleaving of the stations (all three pay for the same guests) runs a wallet dry. */
const seedMinor = 1_000_000_000;
const guests = [1, 2, 3].map((n) => ({ phone: `+7999000810${n}`, card: `299000008100${n}` }));
const stations = [1, 2, 3];
/**
 * How the lives end: at one of these fault points in a share of them (the bridge kills itself there,
 * server/payments/fault-hook.ts), else killed by the test at a random moment or a moment after its n-th answer.
 */
const odds: KillOdds = {
  faultShare: 0.4,
  faults: ['after-check-confirm', 'after-check-close', 'after-check-refund', 'before-check-record'],
  maxLifeMs: 700,
  maxAnswers: 6,
  maxAnswerDelayMs: 40,
  fallbackMs: 1000,
};

type Step = 'lookup' | 'pay' | 'close' | 'return';

/** A check a station plays: the steps left (the first is repeated until the bridge answers it), and what it wrote off. */
interface PlayedCheck {
  readonly check: SimCheck;
  readonly guest: (typeof guests)[number];
  readonly steps: Step[];
  readonly returned: boolean;
  writeOffMinor: number;
}

const track = killedAfterEach();

function newCheck(random: () => number): PlayedCheck {
  const lines = 1 + Math.floor(random() * 6);
  const check = generatedCheck(lines, 10_000 * (5 + Math.floor(random() * 200)));
  const guest = guests[Math.floor(random() * guests.length)]!;
  const returned = random() < 0.25;
  return {
    check,
    guest,
    returned,
    writeOffMinor: 0,
    steps: ['lookup', 'pay', 'close', ...(returned ? ['return' as const] : [])],
  };
}

/** Plays the check's next step on the bridge; a connection lost under the call means the bridge was killed. */
async function playStep(life: KilledLife, unitNo: number, played: PlayedCheck, random: () => number): Promise<void> {
  const till = { base: `${life.url}/farcards`, unitNo };
  const { check, guest } = played;
  const total = checkTotal(check);
  let answer: FarcardsAnswer;
  try {
    switch (played.steps[0]!) {
      case 'lookup':
        answer = await lookUpCard(till, guest.card, check);
        /** A write-off of some of what the lookup allows (none at times), in whole currency units. */
        played.writeOffMinor = 100 * Math.floor((random() * (answer.summaMinor ?? 0)) / 100);
        if (played.writeOffMinor === 0) played.steps.splice(1, 1);
        break;
      case 'pay':
        answer = await postTransactions(till, guest.card, check, 1, [{ kind: 0, amountMinor: -played.writeOffMinor }]);
        break;
      case 'close':
        answer = await postTransactions(till, guest.card, check, 1, closingBatch(total, played.writeOffMinor));
        break;
      case 'return':
        answer = await postTransactions(till, guest.card, check, 3, returnBatch(total, played.writeOffMinor));
        break;
    }
  } catch (error) {
    if ((error as { code?: unknown }).code !== undefined) throw new BridgeGone((error as Error).message);
    throw error;
  }
  if (!answer.done) throw new Error(`${played.steps[0]} of ${check.guid} was refused: ${answer.text}`);
}

/** One station in a life: its unfinished check first, then new ones, until the bridge dies. */
async function stationLoop(
  life: KilledLife,
  unitNo: number,
  owed: Map<number, PlayedCheck>,
  all: PlayedCheck[],
  random: () => number,
) {
  try {
    for (;;) {
      let mine = owed.get(unitNo);
      if (!mine) {
        if (!life.alive()) return;
        mine = newCheck(random);
        owed.set(unitNo, mine);
        all.push(mine);
      }
      await playStep(life, unitNo, mine, random);
      life.onAnswered();
      mine.steps.shift();
      if (mine.steps.length === 0) owed.delete(unitNo);
    }
  } catch (error) {
    if (!(error instanceof BridgeGone)) throw error;
  }
}

/** A check's GUID as the bridge keys it (server/farcards/wire/check-xml.ts): no braces, lower case. */
const bareGuid = (guid: string): string => guid.replace(/^\{|\}$/g, '').toLowerCase();

/** Checks whose confirm, close or refund the bridge has not finished (its recovery keeps trying them). */
function unsettledChecks(dataDir: string): number {
  const db = new BetterSqlite3(path.join(dataDir, 'bridge.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT count(*) FROM farcards_checks WHERE state IN ('confirming', 'closing', 'refunding')")
      .pluck()
      .get() as number;
  } finally {
    db.close();
  }
}

describe(`${kills} SIGKILLs of the bridge while stations play FarCards checks (seed ${seed})`, () => {
  it('ends with every write-off and accrual applied once, on every check and every wallet', async ({ annotate }) => {
    const started = Date.now();
    const prng = new Prng(seed);
    const random = (): number => prng.next();
    const loyaltyDir = hostedLoyaltyDir();
    writeCheckBootstrap(loyaltyDir.bootstrap, hostedAccess);
    const loyalty = track(
      await startHeadlessServer({
        script: cliScripts.loyalty,
        dataDir: loyaltyDir.dataDir,
        args: hostedLoyaltyArgs(loyaltyDir, await freePort()),
        readyLine: /^Loyalty service: (\S+)$/m,
      }),
    );
    for (const guest of guests) await seedGuest(loyalty.url, hostedAccess, guest.phone, guest.card, seedMinor / 100);
    const dataDir = makeDataDir();
    const bridgeArgs = [...hostedBridgeArgs(loyalty.url), '--farcards-enabled', 'on'];
    const owed = new Map<number, PlayedCheck>();
    const all: PlayedCheck[] = [];
    let selfKilled = 0;

    for (let life = 0; life < kills; life++) {
      const plan = drawKillPlan(random, odds);
      const run = await startKilledLife(dataDir, bridgeArgs, plan);
      if (!run) {
        selfKilled++;
        continue;
      }
      const bridge = track(run.bridge);
      await Promise.all(stations.map((unitNo) => stationLoop(run.life, unitNo, owed, all, random)));
      await run.ended();
      expect(bridge.process.signalCode, bridge.output().stderr).toBe('SIGKILL');
      if (plan.fault && !bridge.process.killed) selfKilled++;
    }

    const last = track(await startHeadlessServer({ dataDir, args: bridgeArgs }));
    const view: KilledLife = {
      url: last.url,
      token: readToken(dataDir),
      alive: () => true,
      onAnswered: () => undefined,
    };
    for (const [unitNo, played] of owed)
      while (played.steps.length > 0) {
        await playStep(view, unitNo, played, random);
        played.steps.shift();
      }
    await until('every check settled', async () => (unsettledChecks(dataDir) === 0 ? true : undefined));
    expect(await last.stop()).toBe(0);

    const closedChecks = all.filter((played) => !played.returned);
    await annotate(
      `check kills: ${kills} kills (${selfKilled} at fault points), ${all.length} checks ` +
        `(${all.length - closedChecks.length} returned), ${Date.now() - started} ms`,
    );
    const problems: string[] = [];
    for (const guest of guests) {
      const ledger = await readGuestLedger(loyalty.url, hostedAccess, guest.phone);
      const mine = all.filter((played) => played.guest === guest);
      const byOrder = new Map(mine.map((played) => [orderIdOf(`check:${bareGuid(played.check.guid)}`), played]));
      let expected = seedMinor;
      for (const [orderId, played] of byOrder) {
        const order = ledger.orders.get(orderId);
        const records = ledger.records.filter((record) => record.orderId === orderId);
        const net = records.reduce((sum, record) => sum + record.amountMinor, 0);
        const accruals = records.filter((record) => record.comment === 'accrual');
        const what = `${played.check.guid} (wrote off ${played.writeOffMinor}${played.returned ? ', returned' : ''})`;
        if (!order) {
          problems.push(`${what}: no loyalty order`);
          continue;
        }
        if (accruals.length !== 1 || accruals[0]!.amountMinor <= 0)
          problems.push(`${what}: accruals ${JSON.stringify(accruals)}`);
        if (played.returned) {
          if (net !== 0) problems.push(`${what}: its bonus records add up to ${net} after the return`);
        } else {
          if (
            order.status !== 'closed' ||
            order.paidMinor !== played.writeOffMinor ||
            accruals[0]?.amountMinor !== order.earnedMinor
          )
            problems.push(`${what}: order ${JSON.stringify(order)}`);
          if (net !== order.earnedMinor - played.writeOffMinor)
            problems.push(`${what}: its bonus records add up to ${net}`);
          expected += order.earnedMinor - played.writeOffMinor;
        }
      }
      const strays = [...ledger.orders.keys()].filter((orderId) => !byOrder.has(orderId));
      if (strays.length > 0) problems.push(`${guest.phone}: orders no check made: ${strays.join(', ')}`);
      const history = ledger.records.reduce((sum, record) => sum + record.amountMinor, 0);
      if (ledger.balanceMinor !== history || ledger.balanceMinor !== expected)
        problems.push(`${guest.phone}: balance ${ledger.balanceMinor}, history ${history}, the checks ${expected}`);
    }
    expect(problems).toEqual([]);
    expect(all.filter((played) => played.returned).length).toBeGreaterThan(0);
    expect(closedChecks.length).toBeGreaterThan(0);
  }, 600_000);
});
