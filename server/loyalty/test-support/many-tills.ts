import { randomUUID } from 'node:crypto';

/** One till's way to the service: POST a JSON body below /b2b/v1/loyalty, the answer's status and parsed body. */
export type TillPost = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** One answer a till received, with how long it waited for it. */
export interface TillAnswer {
  readonly path: string;
  readonly status: number;
  /** The API's error code of a non-200 answer (9500 for a server error). */
  readonly code?: string | undefined;
  readonly ms: number;
}

/** Every guest starts with this many bonuses, far more than the rounds pay, so that no payment meets 3020. */
export const startingBonuses = 10_000;
/** The bonuses each confirm pays (within the programme's 50 % of the order). */
export const paymentPerOrder = 10;

/** The order each round sells: two lines, 150.00 in all. */
const order = {
  openedAt: '2025-03-01T12:00:00Z',
  items: [
    { product: { code: 'P1', name: 'Soup', group: null, categories: null }, price: 100, cost: 100, quantity: 1 },
    { product: { code: 'P2', name: 'Tea', group: null, categories: null }, price: 50, cost: 50, quantity: 1 },
  ],
};

/** What a round of a till needs: its venue and the guest it pays for. */
export interface TillRound {
  readonly venue: string;
  readonly phone: string;
  /** Which round of the till this is: it picks the extra steps (reset, addBonus, refund). */
  readonly round: number;
}

/**
 * One round of a till paying for a guest: calculate, confirm with a bonus write-off, close with the accrual; every
 * fifth round resets its confirmed order and confirms it again first, every third credits the guest (addBonus), and
 * every other refunds the closed order (a line, or the whole of it). Stops at the first answer that is not a 200.
 */
export async function tillRound(post: TillPost, { venue, phone, round }: TillRound): Promise<TillAnswer[]> {
  const answers: TillAnswer[] = [];
  const organization = { type: 'posObjectId', id: venue };
  const guest = { type: 'phone', phone };
  const id = randomUUID();
  const call = async (path: string, body: unknown): Promise<unknown> => {
    const started = performance.now();
    const reply = await post(path, body);
    const code = reply.status === 200 ? undefined : errorCodeOf(reply.body);
    answers.push({ path, status: reply.status, code, ms: performance.now() - started });
    return reply.status === 200 ? reply.body : undefined;
  };
  const confirm = async (): Promise<boolean> => {
    const calc = (await call('/orders/calculate', { order, organization, guest })) as Calculation | undefined;
    if (!calc) return false;
    const fingerprint = { value: calc.loyalty.fingerprint, options: { bonuses: { payment: paymentPerOrder } } };
    const body = { id, order, organization, guest, loyalty: { pattern: 'fingerprint', fingerprint } };
    return (await call('/orders/confirm', body)) !== undefined;
  };
  if (!(await confirm())) return answers;
  if (round % 5 === 2) {
    if ((await call('/orders/reset', { organization, orderId: id })) === undefined) return answers;
    if (!(await confirm())) return answers;
  }
  if ((await call('/orders/close', { id, closedAt: '2025-03-01T12:30:00Z' })) === undefined) return answers;
  if (round % 3 === 0) {
    const credit = { organization, guest, amount: 5, comment: `round ${round}` };
    if ((await call('/guests/addBonus', credit)) === undefined) return answers;
  }
  if (round % 2 === 1) {
    const items = round % 4 === 1 ? [{ product: { code: 'P2' }, quantity: 1 }] : null;
    await call('/orders/refund', { id, refundId: randomUUID(), refundedAt: '2025-03-01T13:00:00Z', items });
  }
  return answers;
}

interface Calculation {
  readonly loyalty: { readonly fingerprint: string };
}

function errorCodeOf(body: unknown): string | undefined {
  return (body as { error?: { code?: string } } | undefined)?.error?.code;
}
