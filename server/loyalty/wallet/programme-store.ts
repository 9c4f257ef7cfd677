import { randomUUID } from 'node:crypto';
import type { Queries } from '../database/loyalty-db.js';
import type { Row } from '../database/loyalty-schema.js';

export type RankRow = Pick<
  Row<'ranks'>,
  'position' | 'name' | 'threshold_minor' | 'cashback_bp' | 'confirmation_sum_minor' | 'confirmation_hours'
>;

/** A scope's ranks by position, as stored. */
export function rankRows(q: Queries, scopeId: number): Promise<RankRow[]> {
  return q
    .selectFrom('ranks')
    .select(['position', 'name', 'threshold_minor', 'cashback_bp', 'confirmation_sum_minor', 'confirmation_hours'])
    .where('scope_id', '=', scopeId)
    .orderBy('position')
    .execute();
}

/** A rank as it is stored: money in minor units, cashback in basis points. */
export interface RankSettings {
  readonly name: string;
  readonly thresholdMinor: number;
  readonly cashbackBp: number;
  /** Spending the rank asks for within a rolling window of hours to be kept. */
  readonly confirmation?: { readonly sumMinor: number; readonly hours: number } | undefined;
}

/** A scope's programme and ranks: what the bootstrap file and the console's programme page write. */
export interface ProgrammeSettings {
  readonly name: string;
  readonly maxBonusShareBp: number;
  readonly paymentsWithoutCheck: PaymentsWithoutCheck;
  /** The IANA zone the scope's campaign periods are read in; null: the service's default (campaign-time.ts). */
  readonly timeZone: string | null;
  readonly ranks: readonly RankSettings[];
}

/** Defaults of a scope without a programme row (the wallet's programmeOf answers the same). */
export const defaultProgrammeName = 'Bonuses';
export const defaultMaxBonusShareBp = 10_000;

/**
 * A programme's rule for a payment whose till does not know the check (`order.withoutCheck`): bonuses pay up to the
 * balance (the share, a rule of the check, does not apply), or such payments are refused.
 */
export const paymentsWithoutCheckRules = ['upToBalance', 'refused'] as const;
export type PaymentsWithoutCheck = (typeof paymentsWithoutCheckRules)[number];
export const defaultPaymentsWithoutCheck: PaymentsWithoutCheck = 'upToBalance';

/**
 * Writes a scope's programme and replaces its ranks in the order given (the schemas hold them rising, see
 * rank-order.ts), inside a write; the caller calls `db.configChanged()` once it has committed.
 */
export async function saveProgramme(q: Queries, scopeId: number, settings: ProgrammeSettings): Promise<void> {
  const values = {
    name: settings.name,
    max_bonus_share_bp: settings.maxBonusShareBp,
    payments_without_check: settings.paymentsWithoutCheck,
  };
  await q
    .insertInto('programmes')
    .values({ scope_id: scopeId, uuid: randomUUID(), ...values })
    .onConflict((conflict) => conflict.column('scope_id').doUpdateSet(values))
    .execute();
  await q.updateTable('scopes').set({ time_zone: settings.timeZone }).where('id', '=', scopeId).execute();
  await q.deleteFrom('ranks').where('scope_id', '=', scopeId).execute();
  const { ranks } = settings;
  if (ranks.length === 0) return;
  await q
    .insertInto('ranks')
    .values(
      ranks.map((r, position) => ({
        scope_id: scopeId,
        position,
        name: r.name,
        threshold_minor: r.thresholdMinor,
        cashback_bp: r.cashbackBp,
        confirmation_sum_minor: r.confirmation?.sumMinor ?? null,
        confirmation_hours: r.confirmation?.hours ?? null,
      })),
    )
    .execute();
}

/** A scope's programme as stored, read uncached (the console shows what it is about to replace). */
export async function loadProgramme(q: Queries, scopeId: number): Promise<ProgrammeSettings> {
  const row = await q
    .selectFrom('programmes')
    .select(['name', 'max_bonus_share_bp', 'payments_without_check'])
    .where('scope_id', '=', scopeId)
    .executeTakeFirst();
  const ranks = await rankRows(q, scopeId);
  const scope = await q.selectFrom('scopes').select('time_zone').where('id', '=', scopeId).executeTakeFirst();
  return {
    name: row?.name ?? defaultProgrammeName,
    maxBonusShareBp: row?.max_bonus_share_bp ?? defaultMaxBonusShareBp,
    paymentsWithoutCheck: row?.payments_without_check ?? defaultPaymentsWithoutCheck,
    timeZone: scope?.time_zone ?? null,
    ranks: ranks.map((r) => ({
      name: r.name,
      thresholdMinor: Number(r.threshold_minor),
      cashbackBp: r.cashback_bp,
      ...(r.confirmation_sum_minor !== null && r.confirmation_hours !== null
        ? { confirmation: { sumMinor: Number(r.confirmation_sum_minor), hours: r.confirmation_hours } }
        : {}),
    })),
  };
}
