import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzzBridge, type FuzzBridge } from './fuzz-bridge.js';
import { runFuzz, stillServes } from './fuzz-suite.js';

let target: FuzzBridge;

beforeAll(async () => {
  target = await startFuzzBridge();
});
afterAll(() => target.close());

describe('fuzzed bodies get a described 4xx, never a 5xx (seeded, the same bodies on every run)', () => {
  it('2,000 station XML bodies and 1,000 loyalty JSON bodies; the bridge still serves afterwards', async () => {
    const tallies = await runFuzz(target, { seed: 1, xml: 2000, json: 1000 });
    for (const tally of tallies) {
      expect(tally.sent).toBeGreaterThan(0);
      expect(tally.failures, `${tally.target}: ${tally.failureCount} replies broke the rules`).toEqual([]);
      /** The run reaches past validation too: some bodies are still valid and get a 200. */
      expect(tally.byStatus.get(200) ?? 0).toBeGreaterThan(0);
    }
    expect(await stillServes(target)).toBe(true);
  }, 240_000);
});
