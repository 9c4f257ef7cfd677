import type { z } from 'zod';

/** A rank as the order rules read it, whatever units its source writes (the console: minor/bp; the file: money/%). */
interface RankOrderView {
  readonly name: string;
  readonly threshold: number;
  readonly cashback: number;
}

/** What the rules say, for the OpenAPI document and the docs. */
export const rankOrderRule =
  'the first starts at 0; each rank after it has a higher threshold and more cashback than the one before it; names differ (ignoring case)';

/**
 * The zod refinement of a programme's ranks, shared by the console's PUT and the bootstrap file: ranks are taken in
 * the order given (never re-sorted), so Gold typed below Silver with more cashback is refused naming both ranks.
 */
export function rankOrder<R>(fields: { threshold: string; cashback: string }, view: (rank: R) => RankOrderView) {
  return (ranks: readonly R[], ctx: z.RefinementCtx): void => {
    const views = ranks.map(view);
    const first = views[0];
    if (first && first.threshold !== 0)
      ctx.addIssue({
        code: 'custom',
        path: [0, fields.threshold],
        message: `the first rank "${first.name}" must start at 0`,
      });
    views.forEach((rank, i) => {
      const previous = views[i - 1];
      if (previous && rank.threshold <= previous.threshold)
        ctx.addIssue({
          code: 'custom',
          path: [i, fields.threshold],
          message: `rank "${rank.name}" must have a higher threshold than "${previous.name}" before it`,
        });
      if (previous && rank.cashback <= previous.cashback)
        ctx.addIssue({
          code: 'custom',
          path: [i, fields.cashback],
          message: `rank "${rank.name}" must have more cashback than "${previous.name}" before it`,
        });
      if (views.findIndex((r) => r.name.toLowerCase() === rank.name.toLowerCase()) !== i)
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${rank.name}" is used by another rank` });
    });
  };
}
