import { send } from '../loyalty/load-client.js';
import { authPayXml } from '../../server/payments/test-support/station-driver.js';
import { xmlHeaders } from '../terminal-load.js';
import type { WindowStream } from './bridge-window.js';

/** The guest every bench payment is paid by (seeded with enough bonuses), and each payment's amount in hundredths. */
export const benchPhone = '+79995550199';
export const benchAmountMinor = 100;

/** The bridge's own account of an authpay (its Server-Timing header), in ms. */
export interface ServerTiming {
  readonly guest: number;
  readonly loyalty: number;
  readonly terminal: number;
}

export interface Authorized {
  readonly id: string;
  /** Request sent → the payment event on the window's stream (ms). */
  readonly toEvent: number;
  /** The cashier's input sent → the authpay reply (ms), loyalty calls included. */
  readonly afterInput: number;
  readonly server: ServerTiming;
}

/** `guest;dur=1.2, loyalty;dur=3.4, terminal;dur=0.9` → { guest: 1.2, loyalty: 3.4, terminal: 0.9 }. */
function serverTiming(header: string | string[] | undefined): ServerTiming {
  const found = { guest: NaN, loyalty: NaN, terminal: NaN };
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    const dur = params.find((p) => p.startsWith('dur='));
    if (name && name in found && dur) found[name as keyof typeof found] = Number(dur.slice(4));
  }
  return found;
}

/** One payment through the real flow: the station's authpay, the cashier identifying the guest in the window's API. */
export async function authorize(
  bridge: string,
  token: string,
  stream: WindowStream,
  station: string,
): Promise<Authorized> {
  const sent = performance.now();
  const reply = send(
    `${bridge}/authcall.xml/authpay.xml`,
    Buffer.from(authPayXml(station, benchAmountMinor)),
    xmlHeaders,
  );
  const waiting = await stream.awaiting(station);
  const inputAt = performance.now();
  const identified = send(
    `${bridge}/api/terminal/payments/${waiting.id}/identify`,
    Buffer.from(JSON.stringify({ phone: benchPhone })),
    { 'content-type': 'application/json', 'x-tillbridge-token': token },
  );
  const answer = await reply;
  const repliedAt = performance.now();
  await identified;
  if (!answer.body.includes('<OpResult>1</OpResult>')) throw new Error(`authpay failed: ${answer.body.toString()}`);
  const server = serverTiming(answer.headers['server-timing']);
  return { id: waiting.id, toEvent: waiting.at - sent, afterInput: repliedAt - inputAt, server };
}

/** Sorted samples (ms) of authpays in a row. */
export interface Overhead {
  /** The terminal's own time per authpay as the bridge measured it (Server-Timing `terminal`). */
  readonly inBridge: number[];
  /** The same seen from the client: to the event, plus after the input, less the loyalty calls. */
  readonly overhead: number[];
  readonly toEvent: number[];
  readonly afterInputOwn: number[];
  readonly loyaltyMs: number[];
}

/** Authpays made before the measured ones, to warm the bridge up. */
export const authpayWarmups = 100;

/** `count` authpays in a row from one station (after the warm-up ones); each one's loyalty calls subtracted. */
export async function authpayOverhead(
  bridge: string,
  token: string,
  stream: WindowStream,
  count: number,
): Promise<Overhead> {
  const result: Overhead = { inBridge: [], overhead: [], toEvent: [], afterInputOwn: [], loyaltyMs: [] };
  for (let i = 0; i < count + authpayWarmups; i++) {
    const a = await authorize(bridge, token, stream, '{BENCH-AUTH}');
    /** The loyalty calls' time as the bridge measured them (its Server-Timing): no proxy adds a hop. */
    const spent = a.server.loyalty;
    if (i < authpayWarmups) continue;
    result.inBridge.push(a.server.terminal);
    result.loyaltyMs.push(spent);
    result.toEvent.push(a.toEvent);
    result.afterInputOwn.push(a.afterInput - spent);
    result.overhead.push(a.toEvent + a.afterInput - spent);
  }
  for (const list of Object.values(result) as number[][]) list.sort((x, y) => x - y);
  return result;
}
