import { checkTotal, generatedCheck } from '../../server/station-sim/farcards-check.js';
import {
  closingBatch,
  lookUpCard,
  postTransactions,
  type FarcardsTill,
} from '../../server/station-sim/farcards-till.js';

/** getcardinfoex of a check of `lines` lines (a new check each time), one after another: each one's time in ms, sorted. */
export async function lookupTimes(
  till: FarcardsTill,
  card: string,
  lines: number,
  count: number,
  warmups: number,
): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < warmups + count; i++) {
    const check = generatedCheck(lines, 300_000);
    const started = performance.now();
    const answer = await lookUpCard(till, card, check);
    const ms = performance.now() - started;
    if (!answer.done) failed++;
    if (i >= warmups) times.push(ms);
  }
  return { times: times.sort((a, b) => a - b), failed };
}

/** One check's life as a cash server plays it: the lookup, the write-off of what it allows, the close with the accrual. */
async function checkLife(till: FarcardsTill, card: string, lines: number, totalMinor: number): Promise<boolean> {
  const check = generatedCheck(lines, totalMinor);
  const info = await lookUpCard(till, card, check);
  const writeOffMinor = Math.min(info.summaMinor ?? 0, totalMinor / 2);
  if (!info.done || writeOffMinor <= 0) return false;
  const paid = await postTransactions(till, card, check, 1, [{ kind: 0, amountMinor: -writeOffMinor }]);
  if (!paid.done) return false;
  const closed = await postTransactions(till, card, check, 1, closingBatch(checkTotal(check), writeOffMinor));
  return closed.done;
}

export interface LifeResult {
  readonly checks: number;
  readonly failed: number;
  readonly perSecond: number;
}

/** `stations` stations (UnitNo 1…, each its own guest's card) playing `perStation` checks each, all at once. */
export async function checkLives(
  tillOf: (unitNo: number) => FarcardsTill,
  cardOf: (station: number) => string,
  stations: number,
  perStation: number,
  lines: number,
): Promise<LifeResult> {
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: stations }, async (_, station) => {
      for (let n = 0; n < perStation; n++)
        if (!(await checkLife(tillOf(station + 1), cardOf(station), lines, 100_000))) failed++;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const checks = stations * perStation;
  return { checks, failed, perSecond: checks / seconds };
}

/** The round of the median rate (of an even count, the faster of the middle two). */
export function medianRound(rounds: readonly LifeResult[]): LifeResult {
  const sorted = [...rounds].sort((a, b) => a.perSecond - b.perSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}
