import type { Rank } from '../../../shared/api/admin-console';
import { bpToPercentText, minorToInputText, parsePercentToBp } from '../app/number-input';
import { parseTypedMinor } from '../../../shared/money';

/** A rank as its form row holds it: the texts typed. */
export interface RankRow {
  readonly name: string;
  readonly threshold: string;
  readonly cashback: string;
  /** Kept as it came: the form does not edit it, and a rank saved without it would lose it. */
  readonly confirmation?: Rank['confirmation'];
}

export const rankRowOf = (rank: Rank): RankRow => ({
  name: rank.name,
  threshold: minorToInputText(rank.thresholdMinor),
  cashback: bpToPercentText(rank.cashbackBp),
  ...(rank.confirmation ? { confirmation: rank.confirmation } : {}),
});

/**
 * Which field of which row is wrong, for the form to mark: not a number (`format`), or not above the rank before it
 * (`order`, naming that rank; the first must start at 0), the rule the service holds too (rank-order.ts); the ranks,
 * in the order typed, when all are right.
 */
export type RankRowsResult =
  | { readonly ok: true; readonly ranks: Rank[] }
  | {
      readonly ok: false;
      readonly row: number;
      readonly field: 'name' | 'threshold' | 'cashback';
      readonly problem: 'format' | 'order';
      readonly above?: string;
    };

export function ranksOf(rows: readonly RankRow[]): RankRowsResult {
  const ranks: Rank[] = [];
  for (const [row, text] of rows.entries()) {
    const thresholdMinor = parseTypedMinor(text.threshold);
    const cashbackBp = parsePercentToBp(text.cashback);
    if (!text.name.trim()) return { ok: false, row, field: 'name', problem: 'format' };
    if (thresholdMinor === undefined) return { ok: false, row, field: 'threshold', problem: 'format' };
    if (cashbackBp === undefined) return { ok: false, row, field: 'cashback', problem: 'format' };
    const previous = ranks[row - 1];
    if (previous ? thresholdMinor <= previous.thresholdMinor : thresholdMinor !== 0)
      return { ok: false, row, field: 'threshold', problem: 'order', ...(previous ? { above: previous.name } : {}) };
    if (previous && cashbackBp <= previous.cashbackBp)
      return { ok: false, row, field: 'cashback', problem: 'order', above: previous.name };
    ranks.push({
      name: text.name.trim(),
      thresholdMinor,
      cashbackBp,
      ...(text.confirmation ? { confirmation: text.confirmation } : {}),
    });
  }
  return { ok: true, ranks };
}
