import type { Order } from '../../../shared/loyalty-api/b2b-api.js';
import { loyaltyErrors } from '../../../shared/loyalty-api/error-codes.js';
import { cashierTexts, type CashierTexts } from '../../i18n/cashier-texts.js';
import {
  LoyaltyApiError,
  LoyaltyLoginError,
  LoyaltyUnavailableError,
} from '../../loyalty-client/loyalty-client-errors.js';
import { faultPoint } from '../../payments/fault-hook.js';
import { commitDurable } from '../../storage/commit-then-sync.js';
import type { CashierLanguage, TransactionBatch, TransactionsOutcome } from '../farcards-contract.js';
import { planBatch, type BatchPlan } from './batch-plan.js';
import { resolveCard } from './card-resolution.js';
import type { CheckDeps } from './check-deps.js';
import { checkKeyOf, orderIdOf } from './check-identity.js';
import type { KeyedLocks } from '../../http/keyed-locks.js';
import { linesDigest, orderOf, orderTotalMinor, readCalculation } from './check-order.js';
import { confirmCheck, settleConfirming } from './check-payment.js';
import { closedReports, refund } from './check-answers.js';
import { Refusal, refusalCodes } from './check-refusal.js';
import { closeCheck } from './check-settlement.js';
import {
  appliedOutcome,
  getCheck,
  newCheckRow,
  openCheckOf,
  recordApplied,
  rememberOpenCheck,
  type CheckRow,
} from './check-store.js';

/**
 * transactionsex: applies a batch of one check all or nothing. Transactions applied before (a retry, or another station
 * posting the same) are answered as they were; the rest are checked whole before anything changes.
 */
export async function applyBatch(
  deps: CheckDeps,
  locks: KeyedLocks,
  batch: TransactionBatch,
  language: CashierLanguage,
): Promise<TransactionsOutcome> {
  const texts = cashierTexts(language);
  const first = batch.transactions[0];
  if (!first) return { kind: 'done', reports: [] };
  const checkKey = checkKeyOf(batch.check, first);
  if (checkKey === undefined) return { kind: 'refused', errorCode: refusalCodes.badRequest, reason: texts.noCheck };
  return locks.run(orderIdOf(checkKey), async () => {
    const planned = planBatch(batch, (key) => appliedOutcome(deps.db, key) !== undefined);
    if (planned.kind === 'no-check')
      return { kind: 'refused', errorCode: refusalCodes.badRequest, reason: texts.noCheck };
    const { plan } = planned;
    if (plan.fresh.length === 0) return appliedOutcome(deps.db, plan.keys[0]!)!;
    try {
      const { outcome, recorded } = await apply(deps, batch, plan, texts);
      if (!recorded && getCheck(deps.db, plan.orderId)) {
        faultPoint('before-check-record');
        /** On disk before the till hears the answer: it covers the batch's unsynced commits before it. */
        await commitDurable(deps.db, () => record(deps, plan, outcome));
      }
      return outcome;
    } catch (error) {
      if (error instanceof Refusal) return { kind: 'refused', errorCode: error.errorCode, reason: error.reason };
      if (error instanceof LoyaltyUnavailableError || error instanceof LoyaltyLoginError) {
        deps.logger.warn({ order: plan.orderId, err: error.message }, 'FarCards batch: loyalty service unreachable');
        return { kind: 'refused', errorCode: refusalCodes.unreachable, reason: texts.unreachable };
      }
      if (error instanceof LoyaltyApiError) {
        const reason =
          error.code === loyaltyErrors.guestBlocked.code ? texts.guestBlocked : texts.refused(error.message);
        return { kind: 'refused', errorCode: refusalCodes.loyaltyRefused, reason };
      }
      throw error;
    }
  });
}

/** The check's order: the batch's lines (keeping the time it was first written), else what the check or station knew. */
function orderFor(
  deps: CheckDeps,
  batch: TransactionBatch,
  plan: BatchPlan,
  row: CheckRow | undefined,
): Order | undefined {
  const known = row ? (JSON.parse(row.order_json) as Partial<Order>) : undefined;
  const lines = batch.check?.lines ?? [];
  const number = batch.check?.checkNumber ?? plan.fresh[0]?.transaction.checkNumber?.toString();
  if (lines.length > 0)
    return orderOf(lines, known?.openedAt ?? batch.check?.generatedAt ?? deps.clock().toISOString(), number);
  if (known?.items && known.items.length > 0) return known as Order;
  const remembered = stationCheck(deps, batch, plan);
  return remembered && remembered.lines.length > 0
    ? orderOf(remembered.lines, batch.check?.generatedAt ?? deps.clock().toISOString(), number)
    : undefined;
}

/** The station's open check when it is this check (the station from the check, else from the transaction). */
function stationCheck(deps: CheckDeps, batch: TransactionBatch, plan: BatchPlan) {
  const station = plan.fresh[0]?.transaction.station?.toString() ?? batch.check?.stationCode;
  const remembered = station === undefined ? undefined : openCheckOf(deps.db, station);
  return remembered?.checkKey === plan.checkKey ? remembered : undefined;
}

/** The guest's phone: the check's, else the station's open check's for this card, else the card looked up now. */
async function guestPhone(
  deps: CheckDeps,
  batch: TransactionBatch,
  plan: BatchPlan,
  row: CheckRow | undefined,
  texts: CashierTexts,
): Promise<string> {
  if (row) return row.guest_phone;
  const remembered = stationCheck(deps, batch, plan);
  if (remembered?.card === plan.card && remembered.guestPhone) return remembered.guestPhone;
  const holder = await resolveCard(deps.loyalty, plan.card, deps.phoneRegion);
  if (!holder) throw new Refusal(refusalCodes.unknown, texts.noSuchCard);
  return holder.phone;
}

/** A batch's outcome, and whether its record was written already (with the last state it changed). */
interface Applied {
  readonly outcome: TransactionsOutcome;
  readonly recorded: boolean;
}

const unrecorded = (outcome: TransactionsOutcome): Applied => ({ outcome, recorded: false });

/** The batch's record: each of its transactions answered with `outcome` from now on. */
function record(deps: CheckDeps, plan: BatchPlan, outcome: TransactionsOutcome): void {
  const keys = plan.fresh.map((entry) => entry.key);
  recordApplied(deps.db, keys, plan.orderId, outcome, deps.clock().toISOString());
}

async function apply(deps: CheckDeps, batch: TransactionBatch, plan: BatchPlan, texts: CashierTexts): Promise<Applied> {
  let row = getCheck(deps.db, plan.orderId);
  if (row?.state === 'confirming') {
    await settleConfirming(deps, row);
    row = getCheck(deps.db, plan.orderId)!;
  }
  if (row && row.card !== plan.card) throw new Refusal(refusalCodes.unknown, texts.otherGuest);
  if (plan.refund) return unrecorded(await refund(deps, plan, row, texts));
  const changes = plan.writeOffDeltaMinor !== 0 || plan.close;
  if (!changes) return unrecorded({ kind: 'done', reports: [] });
  const order = orderFor(deps, batch, plan, row);
  if (!order) throw new Refusal(refusalCodes.badRequest, texts.noLines);
  const phone = await guestPhone(deps, batch, plan, row, texts);
  /** A check seen for the first time is stored with its confirm's intent. */
  const insert = row
    ? undefined
    : {
        order_id: plan.orderId,
        check_key: plan.checkKey,
        station: plan.fresh[0]?.transaction.station?.toString() ?? batch.check?.stationCode ?? null,
        card: plan.card,
        guest_phone: phone,
        order_json: JSON.stringify(order),
        lines_digest: linesDigest(order),
      };
  row ??= newCheckRow(insert!, deps.clock().toISOString());
  if (row.state === 'closed' || row.state === 'closing') return unrecorded(closedReports(plan, row, texts));
  if (row.state === 'refunding' || row.state === 'refunded')
    throw new Refusal(refusalCodes.unknown, texts.unknownCheck);
  const target = row.written_off_minor + plan.writeOffDeltaMinor;
  if (target < 0) throw new Refusal(refusalCodes.badRequest, texts.aboveAllowed(row.written_off_minor));
  const allowed = target > row.written_off_minor ? await checkAllowed(deps, row, order, target, texts) : undefined;
  const changed = linesDigest(order) !== row.lines_digest;
  const confirms = target !== row.written_off_minor || row.state === 'open' || (changed && row.state === 'confirmed');
  if (!plan.close) {
    /** A write-off changes the target, so the order is confirmed again. */
    const left = allowed === undefined ? undefined : allowed.totalMinor - target;
    const done: TransactionsOutcome = { kind: 'done', reports: [] };
    /** The write-off, the station's open check and the batch's record in one synced commit. */
    const written = () => {
      rememberWrittenOff(deps, batch, plan, row.guest_phone, order, left);
      record(deps, plan, done);
    };
    await confirmCheck(deps, row, order, target, {
      insert,
      inTheCommit: written,
      durable: true,
      fingerprint: allowed?.fingerprint,
    });
    return { outcome: done, recorded: true };
  }
  if (confirms)
    await confirmCheck(deps, row, order, target, {
      insert,
      inTheCommit: () => recordWriteOffs(deps, plan),
      fingerprint: allowed?.fingerprint,
    });
  let outcome: TransactionsOutcome | undefined;
  const settled = await closeCheck(deps, confirms ? getCheck(deps.db, plan.orderId)! : row, (closed) => {
    outcome = closedReports(plan, closed, texts);
    record(deps, plan, outcome);
  });
  return outcome ? { outcome, recorded: true } : unrecorded(closedReports(plan, settled.row, texts));
}

/**
 * Marks a closing batch's write-offs applied in the commit of the confirm that applied them: a crash before the close
 * would otherwise make the till's retry write them off a second time. The close's outcome replaces theirs later.
 */
function recordWriteOffs(deps: CheckDeps, plan: BatchPlan): void {
  const keys = plan.fresh.filter((entry) => entry.transaction.kind === 0).map((entry) => entry.key);
  recordApplied(deps.db, keys, plan.orderId, { kind: 'done', reports: [] }, deps.clock().toISOString());
}

/**
 * Refuses a write-off above what bonuses may pay on the check now (nothing changed yet); answers the allowed total and
 * the calculation's fingerprint (the confirm uses it).
 */
async function checkAllowed(
  deps: CheckDeps,
  row: CheckRow,
  order: Order,
  target: number,
  texts: CashierTexts,
): Promise<{ readonly totalMinor: number; readonly fingerprint: string }> {
  const guest = { type: 'phone' as const, phone: row.guest_phone };
  const calculation = readCalculation(await deps.loyalty.calculateOrder({ order, guest }));
  if (calculation.blocked) throw new Refusal(refusalCodes.aboveAllowed, texts.guestBlocked);
  /** The balance already lacks this check's write-offs; the share is of the whole check. */
  const allowed = Math.min(calculation.maxPaymentMinor + row.written_off_minor, calculation.shareMinor);
  if (target > allowed)
    throw new Refusal(refusalCodes.aboveAllowed, texts.aboveAllowed(allowed - row.written_off_minor));
  return { totalMinor: allowed, fingerprint: calculation.fingerprint };
}

/**
 * After a write-off the check is the station's open check (a write-off may come without a lookup on this bridge): its
 * lines, and what bonuses may still pay (`leftMinor`, else what the lookup said less this write-off).
 */
function rememberWrittenOff(
  deps: CheckDeps,
  batch: TransactionBatch,
  plan: BatchPlan,
  guestPhone: string,
  order: Order,
  leftMinor: number | undefined,
): void {
  const station = plan.fresh[0]?.transaction.station?.toString() ?? batch.check?.stationCode;
  if (station === undefined) return;
  const remembered = stationCheck(deps, batch, plan);
  const lines = batch.check?.lines.length ? batch.check.lines : remembered?.lines;
  if (!lines) return;
  const open = {
    station,
    orderId: plan.orderId,
    card: plan.card,
    guestPhone,
    holder: remembered?.holder,
    lines,
    totalMinor: orderTotalMinor(order),
    mayPayMinor: Math.max(0, leftMinor ?? (remembered?.mayPayMinor ?? 0) - plan.writeOffDeltaMinor),
    discountMinor: remembered?.discountMinor ?? 0,
    willEarnMinor: remembered?.willEarnMinor ?? 0,
    updatedAt: deps.clock().toISOString(),
  };
  rememberOpenCheck(deps.db, open, plan.checkKey);
}
