import type { CashierTexts } from '../../i18n/cashier-texts.js';
import type { TransactionReport, TransactionsOutcome } from '../farcards-contract.js';
import type { BatchPlan } from './batch-plan.js';
import type { CheckDeps } from './check-deps.js';
import { Refusal, refusalCodes } from './check-refusal.js';
import { closeCheck, refundAmounts, refundCheck } from './check-settlement.js';
import type { CheckRow } from './check-store.js';

/** The answer to a close: done, the engine's accrual reported where it differs from the till's, or the outbox warning. */
export function closedReports(plan: BatchPlan, row: CheckRow, texts: CashierTexts): TransactionsOutcome {
  const accrued = row.accrued_minor;
  const reports: TransactionReport[] = plan.fresh
    .filter(({ transaction }) => transaction.kind === 2 && transaction.amountMinor > 0)
    .filter(({ transaction }) => accrued !== null && accrued !== transaction.amountMinor)
    .map(({ transaction }) => ({
      position: transaction.position,
      card: transaction.card,
      valueMinor: accrued!,
      slip: texts.earned(accrued!),
    }));
  if (row.state === 'closing') return { kind: 'done', warning: texts.accrualQueued, reports };
  return { kind: 'done', reports };
}

/** A rollback or return: the whole check's order is refunded (a check the bridge never confirmed has nothing to give back). */
export async function refund(
  deps: CheckDeps,
  plan: BatchPlan,
  row: CheckRow | undefined,
  texts: CashierTexts,
): Promise<TransactionsOutcome> {
  if (!row) throw new Refusal(refusalCodes.unknown, texts.unknownCheck);
  if (row.state === 'open') return { kind: 'done', reports: [] };
  /** A close still waiting is sent first: the return then takes back the accrual it gave, as for any closed check. */
  if (row.state === 'closing') row = (await closeCheck(deps, row)).row;
  const settled = await refundCheck(deps, row, plan.mode);
  if (!settled.sent) return { kind: 'done', warning: texts.returnQueued, reports: [] };
  const amounts = await refundAmounts(deps, row);
  if (!amounts) return { kind: 'done', reports: [] };
  const reports: TransactionReport[] = [];
  for (const { transaction } of plan.fresh) {
    const value =
      transaction.kind === 0 && transaction.amountMinor > 0
        ? amounts.returnedMinor
        : transaction.kind === 2 && transaction.amountMinor < 0
          ? 0 - amounts.takenBackMinor
          : undefined;
    if (value !== undefined && value !== transaction.amountMinor)
      reports.push({ position: transaction.position, card: transaction.card, valueMinor: value });
  }
  return { kind: 'done', reports };
}
