import { afterEach } from 'vitest';
import { startHeadlessServer, type HeadlessServer } from '../../../e2e/headless-server.js';
import type { FaultPoint } from '../fault-hook.js';
import { faultEnv } from './fault-env.js';
import type { BridgeLife } from './kill-station.js';
import { readToken } from './station-driver.js';

/** How one life of a crash test's bridge ends: at a fault point, at a random moment, or a moment after its n-th answer. */
export interface KillPlan {
  readonly fault: FaultPoint | undefined;
  readonly killAfterMs: number;
  /** Killed `answerDelayMs` after the bridge's n-th answer (the stations say when: `onAnswered`), else at `killAfterMs`. */
  readonly killAfterAnswer: number | undefined;
  readonly answerDelayMs: number;
  /** When killed after an answer: killed anyway this long after the start. */
  readonly fallbackMs: number;
}

/** A bridge life as the stations see it, told each time the bridge answered. */
export interface KilledLife extends BridgeLife {
  readonly onAnswered: () => void;
}

/** What a crash test draws its lives from: how often a fault point, which, and the ranges of the other moments. */
export interface KillOdds {
  readonly faultShare: number;
  readonly faults: readonly FaultPoint[];
  readonly maxLifeMs: number;
  readonly maxAnswers: number;
  readonly maxAnswerDelayMs: number;
  readonly fallbackMs: number;
}

/** One life's plan drawn from `random` (seeded: the same seed gives the same lives, in this order of draws). */
export function drawKillPlan(random: () => number, odds: KillOdds): KillPlan {
  const fault = random() < odds.faultShare ? odds.faults[Math.floor(random() * odds.faults.length)] : undefined;
  const killAfterMs = 30 + Math.floor(random() * odds.maxLifeMs);
  const killAfterAnswer = random() < 0.5 ? 1 + Math.floor(random() * odds.maxAnswers) : undefined;
  const answerDelayMs = Math.floor(random() * odds.maxAnswerDelayMs);
  return { fault, killAfterMs, killAfterAnswer, answerDelayMs, fallbackMs: odds.fallbackMs };
}

export interface LifeRun {
  readonly bridge: HeadlessServer;
  readonly life: KilledLife;
  /** Resolves once the bridge is gone (and its timer cleared). */
  ended(): Promise<void>;
}

/**
 * Starts the bridge on `dataDir` for one life of a crash test, to be killed as `plan` says. Undefined when its fault
 * point was reached by start-up's own recovery, before the bridge printed its address.
 */
export async function startKilledLife(
  dataDir: string,
  args: readonly string[],
  plan: KillPlan,
): Promise<LifeRun | undefined> {
  const bridge = await startHeadlessServer({ dataDir, args, env: plan.fault ? faultEnv(plan.fault) : {} }).catch(
    (error: unknown) => error as Error,
  );
  if (bridge instanceof Error) {
    if (!/exited with null/.test(bridge.message)) throw bridge;
    return undefined;
  }
  let alive = true;
  void bridge.exited.then(() => {
    alive = false;
  });
  const kill = () => void bridge.kill();
  const timer = setTimeout(kill, plan.killAfterAnswer === undefined ? plan.killAfterMs : plan.fallbackMs);
  let answers = 0;
  return {
    bridge,
    life: {
      url: bridge.url,
      token: readToken(dataDir),
      alive: () => alive,
      onAnswered: () => {
        if (++answers === plan.killAfterAnswer) setTimeout(kill, plan.answerDelayMs);
      },
    },
    async ended() {
      await bridge.exited;
      clearTimeout(timer);
    },
  };
}

/** Servers a test file starts, killed after each test (what a failed test left running): `track` each one. */
export function killedAfterEach(): (server: HeadlessServer) => HeadlessServer {
  const running: HeadlessServer[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.kill();
  });
  return (server) => {
    running.push(server);
    return server;
  };
}
