import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import type { AccrualCaller } from '../../shared/api/journal-accruals.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { LoyaltyApiError } from '../loyalty-client/loyalty-client-errors.js';
import { faultPoint } from '../payments/fault-hook.js';
import { recordAppEvent } from '../storage/app-events.js';
import { commitDurable } from '../storage/commit-then-sync.js';
import { newId } from '../storage/new-id.js';
import { sql } from '../storage/statements.js';
import { manualAccrualEvent } from '../shifts/check-totals.js';

/** The `app_events` kind of a manual accrual about to be credited: written, and synced, before the loyalty call. */
export const accrualIntentEvent = 'manual-accrual-intent';
/** The `app_events` kind of an intent that credited nothing (the service refused it, or recovery found no credit). */
export const accrualDroppedEvent = 'manual-accrual-dropped';

/** A manual accrual as the journal keeps it (`app_events` detail). */
export interface ManualAccrual {
  readonly phone: string;
  readonly guest: string;
  readonly amountMinor: number;
  readonly reason: string;
  readonly station: string | null;
  readonly stationLabel: string | null;
  readonly via: AccrualCaller;
}

interface Intent extends ManualAccrual {
  /** Marks the credit in the loyalty history's comment, so that recovery finds whether it was made. */
  readonly key: string;
  /** The comment without the key. */
  readonly comment: string;
}

type AccrualClient = Pick<LoyaltyClient, 'addBonus'>;

/** The loyalty history's comment of the credit: the cashier's words and the intent's key. */
const keyedComment = (intent: Intent): string => `${intent.comment} [${intent.key}]`;

/**
 * Credits a manual accrual crash-safely: the intent (`manual-accrual-intent`, with a key) is committed and synced
 * first, then `guests/addBonus` carries the key in its comment, then the accrual (`manual-accrual`) is recorded. A
 * refusal of the service records the intent dropped; an unreachable service leaves it for recovery on start, which
 * reads the loyalty history for the key (the credit is never sent twice).
 */
export async function creditManualAccrual(
  db: Database,
  loyalty: AccrualClient,
  accrual: ManualAccrual,
  comment: string,
  at: string,
): Promise<void> {
  const intent: Intent = { ...accrual, key: newId(), comment };
  await commitDurable(db, () => recordAppEvent(db, at, accrualIntentEvent, { ...intent }));
  faultPoint('after-accrual-intent');
  try {
    await loyalty.addBonus(accrual.phone, accrual.amountMinor, keyedComment(intent));
  } catch (error) {
    if (error instanceof LoyaltyApiError) recordAppEvent(db, at, accrualDroppedEvent, { key: intent.key });
    throw error;
  }
  faultPoint('after-accrual-credit');
  recordAppEvent(db, at, manualAccrualEvent, { ...intent });
}

/** The intents with no outcome yet (neither an accrual nor dropped under their key), oldest first. */
export function pendingAccruals(db: Database): { at: string; intent: Intent }[] {
  const settled = new Set(
    sql(db, `SELECT json_extract(detail, '$.key') FROM app_events WHERE kind IN (?, ?)`)
      .pluck()
      .all(manualAccrualEvent, accrualDroppedEvent) as (string | null)[],
  );
  const intents = sql(db, 'SELECT at, detail FROM app_events WHERE kind = ? ORDER BY id').all(accrualIntentEvent) as {
    at: string;
    detail: string;
  }[];
  return intents
    .map((row) => ({ at: row.at, intent: JSON.parse(row.detail) as Intent }))
    .filter(({ intent }) => !settled.has(intent.key));
}

/**
 * Settles the intents a crash (or an unreachable service) left: the loyalty history of the guest since a day before
 * the intent holds its key (credited: the accrual is recorded) or not (dropped: the cashier was never told it was
 * credited). An intent whose history cannot be read stays for the next start. Answers how many stay.
 */
export async function recoverManualAccruals(
  db: Database,
  loyalty: Pick<LoyaltyClient, 'bonusComments'>,
  logger: Logger,
): Promise<number> {
  let left = 0;
  for (const { at, intent } of pendingAccruals(db)) {
    try {
      const since = new Date(Date.parse(at) - 86_400_000).toISOString();
      const comments = await loyalty.bonusComments(intent.phone, since);
      const credited = comments.includes(keyedComment(intent));
      if (credited) recordAppEvent(db, at, manualAccrualEvent, { ...intent });
      else recordAppEvent(db, at, accrualDroppedEvent, { key: intent.key });
      logger.info({ key: intent.key, credited }, 'manual accrual recovered');
    } catch (error) {
      left += 1;
      logger.warn({ key: intent.key, err: (error as Error).message }, 'manual accrual left for the next start');
    }
  }
  return left;
}
