/** What the probe's loop computes, kept so that the optimizer cannot drop the loop. */
let sink = 0;

/**
 * This machine's pace now: the CPU milliseconds of a fixed integer loop (10^8 steps of optimized code, the best of three
 * runs). A rate measured on another day is comparable only at about the same pace; the results print it.
 */
export function machinePaceMs(): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = process.cpuUsage();
    let x = run;
    for (let i = 0; i < 1e8; i++) x = (x * 31 + i) | 0;
    const used = process.cpuUsage(started);
    sink ^= x;
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  /** Reads `sink` (an integer, never 0.5) so that the loops' results count as used. */
  return sink === 0.5 ? NaN : best;
}
