import pino from 'pino';
import { LoyaltyClient, type CallOptions } from '../../../loyalty-client/loyalty-client.js';
import { bridgeMigrations } from '../../../storage/migrations/bridge/index.js';
import { openDatabase } from '../../../storage/open-database.js';
import type { TransactionBatch } from '../../farcards-contract.js';
import { createCheckService } from '../check-service.js';

/**
 * A bridge process for the checks' crash test (check-crash.test.ts): it opens the bridge database, runs the check
 * service's recovery, posts one batch, and SIGKILLs itself right after the loyalty service accepted the named call
 * (`confirm`, `close`, `refund`), before the bridge records it. Its input is the JSON in TILLBRIDGE_CHECK_CHILD.
 */
interface ChildInput {
  readonly dbFile: string;
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly batch?: TransactionBatch;
  readonly killAfter?: 'confirm' | 'close' | 'refund';
}

const input = JSON.parse(process.env.TILLBRIDGE_CHECK_CHILD ?? '{}') as ChildInput;

/** The real client; the named call, once answered, kills the process. */
class KillingClient extends LoyaltyClient {
  override async confirm(body: object, call?: CallOptions): Promise<void> {
    await super.confirm(body, call);
    if (input.killAfter === 'confirm') process.kill(process.pid, 'SIGKILL');
  }
  override async close(id: string, closedAt: string, call?: CallOptions): Promise<number | undefined> {
    const accrued = await super.close(id, closedAt, call);
    if (input.killAfter === 'close') process.kill(process.pid, 'SIGKILL');
    return accrued;
  }
  override async refund(id: string, refundId: string, at: string, call?: CallOptions): Promise<void> {
    await super.refund(id, refundId, at, call);
    if (input.killAfter === 'refund') process.kill(process.pid, 'SIGKILL');
  }
}

const db = openDatabase(input.dbFile, bridgeMigrations);
const loyalty = new KillingClient({ baseUrl: input.baseUrl, apiKey: input.apiKey, venue: 'v1', timeoutMs: 5000 });
const service = createCheckService({
  db,
  loyalty,
  logger: pino({ level: 'silent' }),
  phoneRegion: 'RU',
  clock: () => new Date(),
});
await service.start();
const outcome = input.batch ? await service.transactions(input.batch, 'en') : undefined;
process.stdout.write(`${JSON.stringify({ outcome, pending: service.pending() })}\n`);
await service.stop();
loyalty.stop();
db.close();
