import { request } from 'undici';
import { authPayXml, settleXml, tag } from './station-driver.js';

/** A bridge life as the station and the window see it: its URL and token, and whether it is still running. */
export interface BridgeLife {
  readonly url: string;
  readonly token: string;
  readonly alive: () => boolean;
}

/** What a station still owes the bridge for one payment it was told is authorized. */
export interface OwedPayment {
  readonly id: string;
  readonly station: string;
  readonly amount: number;
  /** The settlements left to send, in order (the station repeats the first one until the bridge answers it). */
  readonly steps: ('confpay' | 'voidpay')[];
}

/** Thrown when the bridge went away under a request (killed): the station tries again in the next life. */
export class BridgeGone extends Error {
  override readonly name = 'BridgeGone';
}

/** undici's request, not fetch: fetch adds `Sec-Fetch-Mode`, which the station port refuses as a browser's. */
async function call(
  life: BridgeLife,
  path: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string | undefined },
): Promise<{ status: number; text: string }> {
  try {
    const reply = await request(`${life.url}${path}`, init);
    return { status: reply.statusCode, text: await reply.body.text() };
  } catch (error) {
    throw new BridgeGone(`${path}: ${(error as Error).message}`);
  }
}

function xml(life: BridgeLife, op: string, body: string) {
  return call(life, `/authcall.xml/${op}.xml`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml; charset=utf-8' },
    body,
  });
}

function windowCall(life: BridgeLife, method: 'GET' | 'POST', route: string, body?: unknown) {
  return call(life, `/api/terminal${route}`, {
    method,
    headers: {
      'x-tillbridge-token': life.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The id of the station's payment that waits for the guest, polled through the window's API while the bridge lives. */
async function waitingPayment(life: BridgeLife, station: string): Promise<string> {
  while (life.alive()) {
    const { text } = await windowCall(life, 'GET', '/payments/pending');
    const found = (JSON.parse(text) as { payments: { id: string; station: string }[] }).payments.find(
      (payment) => payment.station === station,
    );
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new BridgeGone('the bridge died before the authpay showed up');
}

/**
 * One authpay as the till plays it: the station asks, the cashier identifies the guest by phone in the window, the
 * station reads the reply. Returns the payment id when the reply says authorized, undefined when it declined.
 */
export async function authorize(
  life: BridgeLife,
  station: string,
  amount: number,
  phone: string,
): Promise<string | undefined> {
  const reply = xml(life, 'authpay', authPayXml(station, amount));
  reply.catch(() => {});
  const id = await waitingPayment(life, station);
  await windowCall(life, 'POST', `/payments/${id}/identify`, { phone });
  const answer = await reply;
  return tag(answer.text, 'OpResult') === '1' ? id : undefined;
}

/**
 * Sends the payment's next settlement. True when the bridge answered it (OpResult 1, or a refusal such as 409 for a
 * payment that recovery failed because its authpay reply was never recorded as sent); BridgeGone when it died first.
 */
export async function settleNext(life: BridgeLife, owed: OwedPayment): Promise<'settled' | 'refused'> {
  const op = owed.steps[0]!;
  const root = op === 'confpay' ? 'ConfPay' : 'VoidPay';
  const answer = await xml(life, op, settleXml(root, owed.station, owed.amount, owed.id));
  if (answer.status === 200 && tag(answer.text, 'OpResult') === '1') return 'settled';
  if (answer.status >= 500) throw new BridgeGone(`${op} answered ${answer.status}: ${answer.text}`);
  return 'refused';
}

/** The window's outbox status, asking it to send what is due first ("sync now"). */
export async function syncNow(life: BridgeLife): Promise<{ pending: number; dead: number }> {
  const { text } = await windowCall(life, 'POST', '/sync');
  return JSON.parse(text) as { pending: number; dead: number };
}
