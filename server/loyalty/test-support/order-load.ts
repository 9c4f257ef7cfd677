import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HeadlessServer } from '../../../e2e/headless-server.js';
import { b2b, type Reply } from './instances-harness.js';

/** How long a client waits before sending a request again after a 503 or a connection error. */
const retryPauseMs = 20;

/** The bonuses each order pays with (whole units, as the API counts them). */
export const paymentPerOrder = 5;

const org = { type: 'posObjectId', id: 'v1' };
const order = {
  openedAt: '2026-11-25T12:00:00Z',
  items: [{ product: { code: 'P1', name: 'Soup', group: null, categories: null }, price: 100, cost: 100, quantity: 1 }],
};

/** What one client saw acknowledged: each id once, the step it reached (refunds are a few of the closed ones). */
export interface ClientLog {
  readonly phone: string;
  readonly confirmed: string[];
  readonly closed: string[];
  readonly refunded: string[];
  /** Replies that were neither a success nor a 503/connection error (to retry): the test expects none. */
  readonly unexpected: string[];
  /** 503 replies and connection errors that were retried. */
  retries: number;
}

/**
 * A till behind a load balancer: sends each request to the next instance, and after a 503 (9503) or a connection
 * error sends the same request (the same order id, the same refund id) again to the next one, as the tills' outbox
 * does, until it gets an answer. Runs order lifecycles (calculate, confirm paying with bonuses, close; every fifth
 * refunded in full) one after another for its own guest until `stop()` says so or `maxOrders` are done.
 */
export async function runOrderClient(
  instances: readonly HeadlessServer[],
  log: ClientLog,
  stop: () => boolean,
  maxOrders: number,
): Promise<void> {
  let next = log.phone.length;
  const send = async (route: string, body: unknown): Promise<Reply | undefined> => {
    /** Bounded: the test's outages last seconds; an answer still missing after this many tries (~30 s) is a failure. */
    for (let attempt = 0; attempt < 1_500; attempt++) {
      const instance = instances[next++ % instances.length]!;
      const reply = await b2b(instance, route, body).catch(() => undefined);
      if (reply && (reply.status !== 503 || (reply.body.error as { code?: string } | undefined)?.code !== '9503'))
        return reply;
      log.retries++;
      /** The client's own pause before trying again, as a till's outbox waits between tries. */
      await sleep(retryPauseMs);
    }
    log.unexpected.push(`${route}: no answer`);
    return undefined;
  };
  const expectOk = (route: string, reply: Reply | undefined): boolean => {
    if (reply?.status === 200) return true;
    if (reply) log.unexpected.push(`${route}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return false;
  };
  const guest = { type: 'phone', phone: log.phone };
  for (let n = 0; n < maxOrders && !stop(); n++) {
    const calc = await send('/orders/calculate', { organization: org, guest, order });
    if (!expectOk('calculate', calc)) return;
    const fingerprint = (calc!.body.loyalty as { fingerprint: string }).fingerprint;
    const id = randomUUID();
    const confirm = {
      id,
      order,
      organization: org,
      guest,
      loyalty: {
        pattern: 'fingerprint',
        fingerprint: { value: fingerprint, options: { bonuses: { payment: paymentPerOrder } } },
      },
    };
    if (!expectOk('confirm', await send('/orders/confirm', confirm))) return;
    log.confirmed.push(id);
    if (!expectOk('close', await send('/orders/close', { id, closedAt: '2026-11-25T12:30:00Z' }))) return;
    log.closed.push(id);
    if (n % 5 !== 4) continue;
    const refund = { id, refundId: randomUUID(), refundedAt: '2026-11-25T13:00:00Z', items: null };
    if (!expectOk('refund', await send('/orders/refund', refund))) return;
    log.refunded.push(id);
  }
}
