import { checkTotal, generatedCheck } from '../station-sim/farcards-check.js';
import {
  closingBatch,
  lookUpCard,
  postTransactions,
  returnBatch,
  type FarcardsAnswer,
  type FarcardsTill,
} from '../station-sim/farcards-till.js';
import type { DemoBridge } from './demo-till.js';
import type { DemoGuest, DemoStation } from './demo-data.js';

/** How a demo check ends: closed, or closed and then returned; `spendShare` of what the lookup allows is written off. */
export interface DemoCheckPlan {
  readonly guest: DemoGuest;
  readonly lines: number;
  readonly totalMinor: number;
  /** 0 to 1: the part of what bonuses may pay that the guest spends (0: the guest only earns). */
  readonly spendShare: number;
  readonly returned: boolean;
  /** The check's GUID and number (the demo's own random, so that a demo is repeatable). */
  readonly guid: string;
  readonly checkNumber: number;
  /** The demo clock's moment, written into the check as the cash server would. */
  readonly at: number;
}

function done(step: string, answer: FarcardsAnswer): FarcardsAnswer {
  if (!answer.done) throw new Error(`the demo check's ${step} was refused: ${answer.text}`);
  return answer;
}

/**
 * Plays one check as r_keeper's cash server posts it through FarCards (the bridge's farcards door; UnitNo is the
 * station's fullcode, the bridge's default farcards.unitNo): the lookup with the check, a bonus write-off, the close
 * (the guest earns on the money paid), and a return when the plan says so. Resolves with the bonuses written off.
 */
export async function playCheck(bridge: DemoBridge, at: DemoStation, plan: DemoCheckPlan): Promise<number> {
  const till: FarcardsTill = { base: `${bridge.url}/farcards`, unitNo: Number(at.fullcode) };
  const check = {
    ...generatedCheck(plan.lines, plan.totalMinor),
    guid: plan.guid,
    checkNumber: plan.checkNumber,
    generatedAt: plan.at,
  };
  const card = plan.guest.card;
  const info = done('lookup', await lookUpCard(till, card, check));
  const writeOffMinor = 100 * Math.floor(((info.summaMinor ?? 0) * plan.spendShare) / 100);
  if (writeOffMinor > 0)
    done('write-off', await postTransactions(till, card, check, 1, [{ kind: 0, amountMinor: -writeOffMinor }]));
  done('close', await postTransactions(till, card, check, 1, closingBatch(checkTotal(check), writeOffMinor)));
  if (plan.returned)
    done('return', await postTransactions(till, card, check, 3, returnBatch(checkTotal(check), writeOffMinor)));
  return writeOffMinor;
}
